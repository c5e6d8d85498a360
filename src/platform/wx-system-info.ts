// The mini-program's window, device and app facts on every base library we support (README: from
// 2.16.1). getWindowInfo, getDeviceInfo and getAppBaseInfo arrived in 2.20.1; before that, all of it
// came from getSystemInfoSync (deprecated since, so it is used only where the newer calls are missing).
// Imported by the .weapp files only.
import Taro from '@tarojs/taro'

export interface WindowFacts {
  windowWidth: number
  windowHeight: number
  pixelRatio: number
}

export interface DeviceFacts {
  platform: string
  system: string
  model: string
}

export interface AppFacts {
  /** WeChat's version */
  version?: string
  /** the base library's version */
  SDKVersion?: string
  /** the system's appearance, with darkmode on in app.json */
  theme?: 'light' | 'dark'
}

declare const wx: Record<string, unknown> | undefined

// Taro wraps every API name whether or not this WeChat has it (a missing one only prints 暂不支持),
// so the base library itself is asked. `wx` is a variable of the mini-program's scope, not
// necessarily a property of globalThis; where there is none (tests of the components), Taro answers.
function lacks(name: string): boolean {
  return typeof wx !== 'undefined' && typeof wx[name] !== 'function'
}

export function windowInfo(): WindowFacts {
  return lacks('getWindowInfo') ? Taro.getSystemInfoSync() : Taro.getWindowInfo()
}

export function deviceInfo(): DeviceFacts {
  return lacks('getDeviceInfo') ? Taro.getSystemInfoSync() : Taro.getDeviceInfo()
}

export function appBaseInfo(): AppFacts {
  return lacks('getAppBaseInfo') ? Taro.getSystemInfoSync() : Taro.getAppBaseInfo()
}
