// The page-hide twins used by the analytics tracker: H5 listens to the page being hidden or unloaded;
// the mini-program to the app going to the background, and has no beacon.
import Taro from '@tarojs/taro'
import * as h5 from '../../../src/platform/page-hide.h5'
import * as weapp from '../../../src/platform/page-hide.weapp'

afterEach(() => jest.restoreAllMocks())

test('H5: called when the tab is hidden and when the page unloads; not after unsubscribing', () => {
  const listener = jest.fn()
  const stop = h5.onPageHide(listener)
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  document.dispatchEvent(new Event('visibilitychange'))
  window.dispatchEvent(new Event('pagehide'))
  expect(listener).toHaveBeenCalledTimes(2)
  visibility.mockReturnValue('visible')
  document.dispatchEvent(new Event('visibilitychange'))
  expect(listener).toHaveBeenCalledTimes(2)
  stop()
  window.dispatchEvent(new Event('pagehide'))
  expect(listener).toHaveBeenCalledTimes(2)
})

test('H5: no beacon in the browser → false, so the caller sends normally', () => {
  expect('sendBeacon' in window.navigator).toBe(false)
  expect(h5.sendBeacon('/api/events', { events: [] })).toBe(false)
})

test('mini-program: Taro.onAppHide / offAppHide; no beacon', () => {
  const on = jest.fn()
  const off = jest.fn()
  const saved = { onAppHide: Taro.onAppHide, offAppHide: Taro.offAppHide }
  Object.assign(Taro, { onAppHide: on, offAppHide: off })
  const listener = jest.fn()
  const stop = weapp.onPageHide(listener)
  expect(on).toHaveBeenCalledTimes(1)
  on.mock.calls[0][0]()
  expect(listener).toHaveBeenCalledTimes(1)
  stop()
  expect(off).toHaveBeenCalledWith(on.mock.calls[0][0])
  expect(weapp.sendBeacon()).toBe(false)
  Object.assign(Taro, saved)
})
