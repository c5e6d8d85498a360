import Taro from '@tarojs/taro'
import { apiRequest } from '../../../src/api/client'
import { getLatestMonth, getUser } from '../../../src/api/endpoints'
import { ApiError, REPEAT_REQUEST_MARKER } from '../../../src/api/errors'
import { API_EVENTS, onApiEvent } from '../../../src/api/events'
import { setI18nLanguage } from '../../../src/i18n'
import { useUserStore } from '../../../src/store/user'
import { deferred, fail, mockRequest, ok, type FakeResponse } from '../helpers/mock-request'

afterEach(() => {
  jest.restoreAllMocks()
  useUserStore.getState().setToken(null)
  window.localStorage.clear()
  setI18nLanguage('zh')
})

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected the call to fail')
}

describe('envelope: status ok means success', () => {
  test('status ok resolves with data', async () => {
    mockRequest(() => ok({ ts: '2026-09', ts_min: '2017-01' }))
    await expect(getLatestMonth('all')).resolves.toEqual({ ts: '2026-09', ts_min: '2017-01' })
  })

  test.each([
    ['a string error_msg', 'bad cid', 'bad cid'],
    ['error_msg.msg', { msg: 'account disabled' }, 'account disabled'],
  ])('status error rejects with %s as the message', async (_, errorMsg, expected) => {
    mockRequest(() => fail(-400, errorMsg))
    const error = await failure(getUser())
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(-400)
    expect(error.message).toBe(expected)
  })

  test('a message starting with the repeated-request marker becomes the RepeatRequest message', async () => {
    mockRequest(() => fail(-400, `${REPEAT_REQUEST_MARKER}: /api/ecommerce`))
    expect((await failure(getUser())).message).toBe('请求正在处理中，请勿重复提交')
  })
})

// The error codes (docs/rules.md); HTTP 200 with an empty error_msg falls back to the catalogue by error_code.
describe.each([
  ['zh', -404, '请求的数据尚未收录'],
  ['zh', -403, '当前版本暂无权限，请升级'],
  ['zh', -401, '您尚未登录，请登录后查看'],
  ['zh', -499, '需要短信验证，请验证后刷新重试'],
  ['zh', -500, '服务器错误，请截图并联系客服'],
  ['zh', -502, '服务器错误，请截图并联系客服'],
  ['zh', -400, '必填参数错误'],
  ['zh', 422, '必填参数错误'],
  ['zh', 429, '请求过于频繁，请稍后再试'],
  ['zh', 504, '服务器响应超时，请刷新重试'],
  ['en', -404, 'The requested data has not been recorded yet'],
  ['en', -403, 'Your current version has no permission for this; please upgrade'],
  ['en', -401, 'You are not logged in; please log in to view this'],
  ['en', -499, 'SMS verification is required; refresh and retry after verifying'],
  ['en', 500, 'Server error; please take a screenshot and contact support'],
  ['en', -400, 'Required parameter error'],
  ['en', 404, 'URL error'],
  ['en', 429, 'Too many requests; please try again shortly'],
  ['en', 504, 'The server is too slow; refresh and retry'],
] as const)('catalogue %s %d', (lang, code, message) => {
  test(`HTTP 200 envelope → "${message}"`, async () => {
    setI18nLanguage(lang)
    mockRequest(() => fail(code))
    const error = await failure(getUser())
    expect([error.code, error.message]).toEqual([code, message])
  })
})

describe('HTTP status: without an envelope, the message comes from the status or is a generic server error', () => {
  test.each([
    [502, 'zh', '服务器错误，请截图并联系客服'],
    [404, 'zh', '请求地址错误'],
    [429, 'en', 'Too many requests; please try again shortly'],
    [418, 'zh', '服务器错误，请稍后再试'],
    [503, 'en', 'Server error. Please try again later.'],
  ] as const)('HTTP %d (%s)', async (status, lang, message) => {
    setI18nLanguage(lang)
    mockRequest((): FakeResponse => ({ statusCode: status, data: '<html>' }))
    const error = await failure(getUser())
    expect([error.code, error.message]).toEqual([status, message])
  })

  test('a timeout reads as 504', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new Error('request:fail timeout'))) as never)
    expect((await failure(getUser())).code).toBe(504)
  })
})

describe('headers and options', () => {
  test('every call: credentials include and the 300000 ms timeout', async () => {
    const spy = mockRequest(() => ok(null))
    await getUser()
    expect(spy.mock.calls[0][0]).toMatchObject({ url: '/api/user', method: 'GET', credentials: 'include', timeout: 300000 })
  })

  test('X-API-KEY carries the token held in the user store, and only then', async () => {
    const spy = mockRequest(() => ok(null))
    await getUser()
    useUserStore.getState().setToken('tok-123')
    await apiRequest({ method: 'GET', path: '/api/dw_notice' })
    expect(spy.mock.calls[0][0].header?.['X-API-KEY']).toBeUndefined()
    expect(spy.mock.calls[1][0].header?.['X-API-KEY']).toBe('tok-123')
  })

  test.each([
    ['/api/wx/tags', 'stored-token'],
    ['/api/wx/posts_list', 'stored-token'],
    ['/api/social', undefined],
  ])('token header from storage for %s', async (path, expected) => {
    window.localStorage.setItem('token', 'stored-token')
    // the user store, the token's one owner, reads it from storage as a page starts
    useUserStore.getState().reset()
    const spy = mockRequest(() => ok([]))
    await apiRequest({ method: 'GET', path })
    expect(spy.mock.calls[0][0].header?.token).toBe(expected)
  })

  test(':name path parameters come from the params', async () => {
    const spy = mockRequest(() => ok(null))
    await apiRequest({ method: 'GET', path: '/api/things/:id', query: { id: 7, q: 'a b' } })
    expect(spy.mock.calls[0][0].url).toBe('/api/things/7?q=a%20b')
  })
})

describe('identical in-flight requests share one call', () => {
  test('the second identical call while the first is pending gets the same result', async () => {
    const gate = deferred<FakeResponse>()
    const spy = mockRequest(() => gate.promise)
    const first = getLatestMonth('jd')
    const second = getLatestMonth('jd')
    const other = getLatestMonth('douyin')
    gate.resolve(ok({ ts: '2026-09', ts_min: '2017-01' }))
    await expect(Promise.all([first, second, other])).resolves.toHaveLength(3)
    expect(spy).toHaveBeenCalledTimes(2)
    expect(spy.mock.calls.map((c) => c[0].url)).toEqual(['/api/get_jd_ts?plat=jd', '/api/get_dy_ts?plat=douyin'])
    await getLatestMonth('jd')
    expect(spy).toHaveBeenCalledTimes(3)
  })
})

describe('codes that need the shell', () => {
  test.each([
    [-401, API_EVENTS.loginRequired],
    [-499, API_EVENTS.smsRequired],
    [-424, API_EVENTS.accountDisabled],
  ])('%d emits %s', async (code, event) => {
    const listener = jest.fn()
    const off = onApiEvent(event, listener)
    mockRequest(() => fail(code))
    await failure(getUser())
    off()
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ code }))
  })

  test('the client itself shows nothing: no toast, no navigation', async () => {
    const toast = jest.spyOn(Taro, 'showToast')
    mockRequest(() => fail(-424, { msg: '账号已停用' }))
    await failure(getUser())
    expect(toast).not.toHaveBeenCalled()
    toast.mockRestore()
  })
})
