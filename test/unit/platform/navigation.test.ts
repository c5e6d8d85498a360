import Taro from '@tarojs/taro'
import { CHECKED_STATE_KEY } from '../../../src/domain/constants'
import { navigate, watchNavigation } from '../../../src/platform/navigation'
import { storage } from '../../../src/platform/storage'

afterEach(() => jest.restoreAllMocks())

test('navigate clears the checked state, then opens the page', async () => {
  storage.set(CHECKED_STATE_KEY, '[16,1801]')
  const seen: (string | null)[] = []
  const open = jest.spyOn(Taro, 'navigateTo').mockImplementation(((options: { url: string }) => {
    seen.push(storage.get(CHECKED_STATE_KEY))
    return Promise.resolve({ errMsg: options.url })
  }) as never)
  await navigate('detail', { word: '露营', plat: 'all', cid: '' })
  expect(open).toHaveBeenCalledWith({ url: '/pages/detail/index?word=%E9%9C%B2%E8%90%A5&plat=all' })
  expect(seen).toEqual([null])
})

test('replace uses redirectTo', async () => {
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  await navigate('concept', undefined, { replace: true })
  expect(redirect).toHaveBeenCalledWith({ url: '/pages/concept/index' })
})

test('back/forward (the router change event) clears it too, until unwatched', () => {
  const stop = watchNavigation()
  storage.set(CHECKED_STATE_KEY, 'x')
  Taro.eventCenter.trigger('__taroRouterChange', {})
  expect(storage.get(CHECKED_STATE_KEY)).toBeNull()
  stop()
  storage.set(CHECKED_STATE_KEY, 'y')
  Taro.eventCenter.trigger('__taroRouterChange', {})
  expect(storage.get(CHECKED_STATE_KEY)).toBe('y')
})

describe('mini-program', () => {
  // the weapp twin, imported by its own name (jest resolves the H5 twin for '…/navigation')
  const weapp = () => jest.requireActual<typeof import('../../../src/platform/navigation.weapp')>('../../../src/platform/navigation.weapp')
  const g = globalThis as { wx?: unknown }
  afterEach(() => delete g.wx)

  test('the system back button (wx.onBeforeAppRoute) clears the checked state, until unwatched', () => {
    let listener: ((route: { openType: string }) => void) | undefined
    const off = jest.fn()
    g.wx = { onBeforeAppRoute: (l: typeof listener) => (listener = l), offBeforeAppRoute: off }
    const stop = weapp().watchNavigation()
    storage.set(CHECKED_STATE_KEY, '[16]')
    listener?.({ openType: 'navigateBack' })
    expect(storage.get(CHECKED_STATE_KEY)).toBeNull()
    stop()
    expect(off).toHaveBeenCalledWith(listener)
  })

  // WeChat refuses navigateTo and redirectTo to a tab bar page; switchTab takes no query
  test.each([
    ['wxHomePage', undefined, 'switchTab', '/pages/wxHomePage/index'],
    ['my', undefined, 'switchTab', '/pages/my/index'],
    ['myAttention', { replace: true }, 'switchTab', '/pages/myAttention/index'],
    ['concept', { plat: 'jd', cid: 1801 }, 'reLaunch', '/pages/concept/index?plat=jd&cid=1801'],
    ['brand', { plat: 'jd' }, 'navigateTo', '/pages/brand/index?plat=jd'],
  ] as const)('a tab page opens with switchTab, or reLaunch with its view: %s %j → %s', async (route, queryOrOptions, api, url) => {
    const calls: { api: string; url: string }[] = []
    for (const name of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const) {
      jest
        .spyOn(Taro, name)
        .mockImplementation(((o: { url: string }) => (calls.push({ api: name, url: o.url }), Promise.resolve({ errMsg: 'ok' }))) as never)
    }
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const replace = queryOrOptions && 'replace' in queryOrOptions
    await weapp().navigate(route, replace ? undefined : (queryOrOptions as never), replace ? { replace: true } : undefined)
    expect(calls).toEqual([{ api, url }])
  })

  test('a base library without route events: navigate() alone clears it, watching does nothing', () => {
    g.wx = {}
    expect(() => weapp().watchNavigation()()).not.toThrow()
  })
})
