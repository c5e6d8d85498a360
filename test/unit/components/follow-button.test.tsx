import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { FollowButton, type FollowButtonProps } from '../../../src/components/follow/FollowButton'
import { FOLLOW_CHECK_DEBOUNCE_MS } from '../../../src/domain/constants'
import { useLanguageStore } from '../../../src/store/language'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'

const concept: FollowButtonProps = { word: '"连衣裙 not 儿童"', plat: 'tbjd', categoryId: 16, jdCat1: 1801 }

let toast: jest.SpyInstance
beforeEach(() => {
  jest.useFakeTimers()
  toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.showToast)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
})

/** Lets pending promises (the fake server's answers) settle inside act; a read starts a task later (useApi). */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(0)
      await Promise.resolve()
    }
  })
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
  await flush()
}

function serve(
  status: 0 | 1,
  post: (r: SeenRequest) => FakeResponse | Promise<FakeResponse> = (r) =>
    ok({ monitor_flag: (r.data as { func: string }).func === 'add' ? 1 : 0 }),
) {
  return mockRequest((request) => {
    if (request.method === 'GET' && request.url.startsWith('/api/marked?')) return ok({ monitor_flag: status })
    if (request.method === 'POST' && request.url === '/api/marked') return post(request)
    return { statusCode: 404, data: null }
  })
}

const gets = (spy: jest.SpyInstance) => spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.method === 'GET')
const posts = (spy: jest.SpyInstance) => spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.method === 'POST')
const button = () => screen.getByTestId('follow-button')

/** Renders the button; `change` gives it new props the way a page would (same cache, same instance). */
function show(props: Partial<FollowButtonProps> = {}) {
  let setProps!: (next: FollowButtonProps) => void
  // biome-ignore lint/correctness/noComponentHookFactories: made once per test, so its props can change the way a page's do
  function Host() {
    const [current, set] = useState<FollowButtonProps>({ ...concept, ...props })
    setProps = set
    return <FollowButton {...current} />
  }
  renderWithData(<Host />)
  return { change: (next: Partial<FollowButtonProps>) => act(() => setProps({ ...concept, ...props, ...next })) }
}

test('the status is asked once, 500 ms after the inputs settle, without the surrounding quotes', async () => {
  const spy = serve(1)
  const view = show({ word: '连衣' })
  await wait(300)
  view.change({ word: '连衣裙' })
  await wait(300)
  view.change({ word: '"连衣裙 not 儿童"' })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS - 1)
  expect(gets(spy)).toHaveLength(0)
  expect(button().getAttribute('aria-pressed')).toBe('false')
  await wait(1)
  expect(gets(spy)).toHaveLength(1)
  const url = new URL(gets(spy)[0].url, 'http://gr.test')
  expect(Object.fromEntries(url.searchParams)).toEqual({ category_id: '16', word: '连衣裙 not 儿童', plat: 'tbjd', type: 'concept' })
  expect(button().getAttribute('aria-pressed')).toBe('true')
  expect(button().getAttribute('aria-label')).toBe('已关注“连衣裙 not 儿童”，点按取消关注')
})

test('following sends the follow payload with the quotes stripped, flips after success and says 设置成功 and which way', async () => {
  const held = deferred<FakeResponse>()
  const spy = serve(0, () => held.promise)
  show()
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  expect(button().getAttribute('aria-pressed')).toBe('false')
  expect(button().getAttribute('aria-label')).toBe('关注“连衣裙 not 儿童”')

  fireEvent.click(button())
  await flush()
  expect(posts(spy).map((r) => r.data)).toEqual([
    { category_id: 16, func: 'add', type: 'concept', word: '连衣裙 not 儿童', platform: 'tbjd', jd_cat1: 1801 },
  ])
  // the call has not answered yet: the heart has not flipped
  expect(button().getAttribute('aria-pressed')).toBe('false')
  expect(toast).not.toHaveBeenCalled()

  held.resolve(ok({ monitor_flag: 1 }))
  await flush()
  expect(button().getAttribute('aria-pressed')).toBe('true')
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '设置成功，已关注' }))
})

test('unfollowing sends func del; jd_cat1 is 0 when there is none', async () => {
  const spy = serve(1)
  show({ jdCat1: undefined, plat: 'all', word: '“防晒衣”' })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  fireEvent.click(button())
  await flush()
  expect(posts(spy)[0].data).toEqual({ category_id: 16, func: 'del', type: 'concept', word: '防晒衣', platform: 'all', jd_cat1: 0 })
  expect(button().getAttribute('aria-pressed')).toBe('false')
  // not the follow's words: the toast says the concept is no longer followed
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '设置成功，已取消关注' }))
})

test.each([
  ['error_msg.msg', fail(-403, { msg: '当前版本暂无该类目权限' }), '当前版本暂无该类目权限'],
  ['error_msg', fail(-400, 'body.word: 关键词过长'), 'body.word: 关键词过长'],
  ['操作失败 without a message', fail(-500, ''), '操作失败'],
  ['操作失败 on HTTP errors', { statusCode: 502, data: null }, '操作失败'],
] as const)('a failure shows %s and the state stays', async (_case, answer, message) => {
  serve(0, () => answer)
  show()
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  fireEvent.click(button())
  await flush()
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: message }))
  expect(button().getAttribute('aria-pressed')).toBe('false')
})

test('English: the success toast and the labels follow the language', async () => {
  useLanguageStore.setState({ language: 'en' })
  serve(0)
  show()
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  expect(button().getAttribute('aria-label')).toBe('Follow “连衣裙 not 儿童”')
  fireEvent.keyDown(button(), { key: 'Enter' })
  await flush()
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved: now following' }))
  expect(button().textContent).toContain('Following')
})

test('compact: the heart alone, the same behaviour', async () => {
  serve(1)
  show({ compact: true })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  expect(button().textContent).toBe('♥')
  expect(button().getAttribute('aria-pressed')).toBe('true')
})

test('a known state asks nothing and reports the change after success', async () => {
  const spy = serve(0)
  const onChange = jest.fn()
  show({ knownFollowed: true, compact: true, onChange })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  expect(gets(spy)).toHaveLength(0)
  fireEvent.click(button())
  await flush()
  expect(onChange).toHaveBeenCalledWith(false)
  expect(button().getAttribute('aria-pressed')).toBe('false')
})

test('nothing is asked for a word that is only quotes or without a category', async () => {
  const spy = serve(1)
  const view = show({ word: '""' })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  view.change({ word: '连衣裙', categoryId: 0 })
  await wait(FOLLOW_CHECK_DEBOUNCE_MS)
  expect(spy).not.toHaveBeenCalled()
  fireEvent.click(button())
  await flush()
  expect(spy).not.toHaveBeenCalled()
})

test('a known state that changes later (the caller asked its list again) is believed over an older toggle', async () => {
  serve(0)
  const view = show({ knownFollowed: true, compact: true })
  fireEvent.click(button())
  await flush()
  expect(button().getAttribute('aria-pressed')).toBe('false')
  view.change({ knownFollowed: false, compact: true })
  expect(button().getAttribute('aria-pressed')).toBe('false')
  // followed again from another screen
  view.change({ knownFollowed: true, compact: true })
  expect(button().getAttribute('aria-pressed')).toBe('true')
})
