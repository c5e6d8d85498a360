// The page waits, unseen, for the notices above it and the session, so that neither pushes it
// down nor re-wraps its filters when it arrives; it does not wait for long.
import { act, renderHook } from '@testing-library/react'
import { START_WAIT_MS, useStartSettled } from '../../../src/components/shell/use-start-settled'
import { useUserStore } from '../../../src/store/user'
import { resetStores } from '../helpers/stores'
import { useNoticesStore } from '../../../src/store/notices'

jest.mock('../../../src/api/endpoints', () => ({ ...jest.requireActual('../../../src/api/endpoints'), getNotices: jest.fn() }))
const { getNotices } = jest.requireMock('../../../src/api/endpoints') as { getNotices: jest.Mock }

const notice = { id: 7, content: '系统维护', content_en: 'Maintenance', created_at: '2026-11-01T00:00:00+08:00' }
const someone = { username: 'analyst@growthradar.demo' } as never

beforeEach(() => {
  resetStores()
  getNotices.mockReset()
})
afterEach(() => jest.useRealTimers())

test('the notices are settled once they have answered', async () => {
  let answer: (notices: unknown[]) => void = () => {}
  getNotices.mockReturnValue(
    new Promise((resolve) => {
      answer = resolve
    }),
  )
  const loading = useNoticesStore.getState().load()
  expect(useNoticesStore.getState().settled).toBe(false)
  answer([notice])
  await loading
  expect(useNoticesStore.getState()).toMatchObject({ settled: true, notices: [notice] })
})

test('a failed notice call settles them too, without notices', async () => {
  getNotices.mockRejectedValue(new Error('network'))
  await useNoticesStore.getState().load()
  expect(useNoticesStore.getState()).toMatchObject({ settled: true, notices: [] })
})

test('the page shows once both the notices and the session are in, in either order', () => {
  const { result } = renderHook(() => useStartSettled())
  expect(result.current).toBe(false)
  act(() => {
    useNoticesStore.setState({ settled: true })
  })
  expect(result.current).toBe(false)
  act(() => useUserStore.setState({ user: someone }))
  expect(result.current).toBe(true)
})

test(`answers still running after ${START_WAIT_MS} ms no longer hold the page`, () => {
  jest.useFakeTimers()
  const { result } = renderHook(() => useStartSettled())
  act(() => jest.advanceTimersByTime(START_WAIT_MS - 1))
  expect(result.current).toBe(false)
  act(() => jest.advanceTimersByTime(1))
  expect(result.current).toBe(true)
})
