// The mini-program twin of platform/login. Logging out used to clear storage only: the
// token stayed in the user store, was still sent as X-API-KEY, and the server session lived on.
// The app is wired as in the weapp build: the store registers its logout steps with the weapp twin.
import Taro from '@tarojs/taro'
import { apiRequest } from '../../../src/api/client'
import { STORAGE_KEYS } from '../../../src/domain/constants'
import { storage } from '../../../src/platform/storage'
import { LOGOUT_SERVER_WAIT_MS } from '../../../src/platform/session-end'
import { useUserStore } from '../../../src/store/user'
import { analyst } from '../helpers/users'
import { fail, mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { resetStores } from '../helpers/stores'

jest.mock('../../../src/platform/login', () => jest.requireActual('../../../src/platform/login.weapp'))
// where the page that asked to sign in is read from: the mini-program's current page
jest.mock('../../../src/platform/env', () => jest.requireActual('../../../src/platform/env.weapp'))
// eslint-disable-next-line @typescript-eslint/no-require-imports
const weapp = require('../../../src/platform/login') as typeof import('../../../src/platform/login.weapp')

const TOKEN = 'session-token-of-the-mini-program'

function signedIn() {
  useUserStore.getState().setToken(TOKEN)
  useUserStore.setState({ user: analyst({ login_from: 'weixin_mini' }) })
}

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  resetStores()
  storage.remove(STORAGE_KEYS.token)
})

describe('logout', () => {
  test('ends the session on the server with its token, then forgets the token in storage and in the store, then opens loginPage', async () => {
    signedIn()
    const order: string[] = []
    const requests = mockRequest((r) => {
      order.push(`request ${r.url} token=${storage.get(STORAGE_KEYS.token)}`)
      return ok({ ended: true })
    })
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((async (o: { url: string }) => {
      order.push(`reLaunch ${o.url} token=${storage.get(STORAGE_KEYS.token)} store=${useUserStore.getState().token}`)
      return { errMsg: 'reLaunch:ok' }
    }) as never)

    await weapp.logout()

    const [logoutCall] = requests.mock.calls.map(([r]) => r as SeenRequest)
    expect(logoutCall).toMatchObject({
      url: expect.stringMatching(/\/sso\/logout$/),
      method: 'POST',
      header: expect.objectContaining({ 'X-API-KEY': TOKEN }),
    })
    expect(order).toEqual([`request ${logoutCall.url} token=${TOKEN}`, 'reLaunch /pages/loginPage/index token=null store=null'])
    expect(relaunch).toHaveBeenCalledTimes(1)
    expect(useUserStore.getState()).toMatchObject({ token: null, user: null })

    // nothing sends the old token any more
    requests.mockClear()
    await apiRequest({ method: 'GET', path: '/api/user' })
    expect((requests.mock.calls[0][0] as SeenRequest).header).not.toHaveProperty('X-API-KEY')
  })

  test('the server unreachable or refusing: the token is forgotten all the same', async () => {
    signedIn()
    mockRequest(() => Promise.reject(new Error('request:fail')))
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' } as never)
    await weapp.logout()
    expect(storage.get(STORAGE_KEYS.token)).toBeNull()
    expect(useUserStore.getState().token).toBeNull()

    signedIn()
    mockRequest(() => fail(-500, 'boom'))
    await weapp.logout()
    expect(useUserStore.getState().token).toBeNull()
  })

  test('a server that does not answer holds the logout back at most LOGOUT_SERVER_WAIT_MS', async () => {
    signedIn()
    jest.useFakeTimers()
    mockRequest(() => new Promise(() => undefined))
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' } as never)
    const done = weapp.logout()
    await jest.advanceTimersByTimeAsync(LOGOUT_SERVER_WAIT_MS - 100)
    expect(relaunch).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(200)
    await done
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/loginPage/index' })
    expect(useUserStore.getState().token).toBeNull()
  })
})

describe('WeChat login', () => {
  test('the code comes from wx.login (Taro.login); none is an error', async () => {
    expect(weapp.canLoginWithWechat).toBe(true)
    const login = jest.spyOn(Taro, 'login').mockResolvedValueOnce({ code: '0a1B2c', errMsg: 'login:ok' } as never)
    await expect(weapp.wechatLoginCode()).resolves.toBe('0a1B2c')
    login.mockResolvedValueOnce({ code: '', errMsg: 'login:ok' } as never)
    await expect(weapp.wechatLoginCode()).rejects.toThrow(/no code/)
  })

  test('a login lands on the mini-program home; the login link is loginPage', () => {
    expect(weapp.homeAfterLogin).toBe('wxHomePage')
    expect(weapp.loginHref()).toBe('/pages/loginPage/index')
  })
})

describe('goToLogin', () => {
  const opened = () => {
    const spy = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    return () => (spy.mock.calls[0][0] as { url: string }).url
  }

  test('asks loginPage to come back to the page that asked: its route and query, each value encoded once', () => {
    jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue([{ route: 'pages/detail/index', options: { urlId: 'u42', word: encodeURIComponent('连衣裙 not 儿童') } }] as never)
    const url = opened()
    weapp.goToLogin()
    const redirect = decodeURIComponent(url().split('redirect=')[1])
    expect(url().startsWith('/pages/loginPage/index?redirect=')).toBe(true)
    expect(redirect).toBe(`/pages/detail/index?urlId=u42&word=${encodeURIComponent('连衣裙 not 儿童')}`)
  })

  test('to a page it names (a signed-out home row opens its concept after the login); a tap event is no page', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/wxHomePage/index', options: {} }] as never)
    const url = opened()
    weapp.goToLogin({ name: 'detail', query: { word: '直筒', plat: 'all', cid: 16 } })
    expect(decodeURIComponent(url().split('redirect=')[1])).toBe(`/pages/detail/index?word=${encodeURIComponent('直筒')}&plat=all&cid=16`)
    jest.restoreAllMocks()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/wxHomePage/index', options: {} }] as never)
    const second = opened()
    ;(weapp.goToLogin as (event: unknown) => void)({ type: 'tap', target: {} })
    expect(decodeURIComponent(second().split('redirect=')[1])).toBe('/pages/wxHomePage/index')
  })
})

test('leaveSignedOut (WeChat unlinked, the server ended the session): the token is forgotten and loginPage reLaunched', async () => {
  signedIn()
  storage.set(STORAGE_KEYS.token, TOKEN)
  const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' } as never)
  await weapp.leaveSignedOut()
  expect(storage.get(STORAGE_KEYS.token)).toBeFalsy()
  expect(useUserStore.getState()).toMatchObject({ token: null, user: null })
  expect(relaunch).toHaveBeenCalledWith({ url: '/pages/loginPage/index' })
})
