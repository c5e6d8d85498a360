// The page waits, unseen, for the notices above it, so that notices arriving after it do not push
// it down (a layout shift); it does not wait for long.
import { NOTICE_WAIT_MS, useUserStore } from '../../../src/store/user'

jest.mock('../../../src/api/endpoints', () => ({ ...jest.requireActual('../../../src/api/endpoints'), getNotices: jest.fn() }))
const { getNotices } = jest.requireMock('../../../src/api/endpoints') as { getNotices: jest.Mock }

const notice = { id: 7, content: '系统维护', content_en: 'Maintenance', created_at: '2026-11-01T00:00:00+08:00' }

beforeEach(() => {
  useUserStore.getState().reset()
  getNotices.mockReset()
})
afterEach(() => jest.useRealTimers())

test('the page is held back until the notices have answered', async () => {
  let answer: (notices: unknown[]) => void = () => {}
  getNotices.mockReturnValue(new Promise((resolve) => { answer = resolve }))
  const loading = useUserStore.getState().loadNotices()
  expect(useUserStore.getState().noticesSettled).toBe(false)
  answer([notice])
  await loading
  expect(useUserStore.getState()).toMatchObject({ noticesSettled: true, notices: [notice] })
})

test('a failed notice call lets the page show, without notices', async () => {
  getNotices.mockRejectedValue(new Error('network'))
  await useUserStore.getState().loadNotices()
  expect(useUserStore.getState()).toMatchObject({ noticesSettled: true, notices: [] })
})

test(`a notice call still running after ${NOTICE_WAIT_MS} ms no longer holds the page`, () => {
  jest.useFakeTimers()
  getNotices.mockReturnValue(new Promise(() => {}))
  void useUserStore.getState().loadNotices()
  jest.advanceTimersByTime(NOTICE_WAIT_MS - 1)
  expect(useUserStore.getState().noticesSettled).toBe(false)
  jest.advanceTimersByTime(1)
  expect(useUserStore.getState().noticesSettled).toBe(true)
})
