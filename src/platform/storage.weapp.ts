import Taro from '@tarojs/taro'
import type { KeyValueStorage } from './storage'

export const storage: KeyValueStorage = {
  get(key) {
    try {
      const value: unknown = Taro.getStorageSync(key)
      // wx returns '' for a missing key; callers expect null.
      return typeof value === 'string' && value !== '' ? value : null
    } catch {
      return null
    }
  },
  set(key, value) {
    try {
      Taro.setStorageSync(key, value)
    } catch {
      /* storage full: keep going without persistence */
    }
  },
  remove(key) {
    try {
      Taro.removeStorageSync(key)
    } catch {
      /* nothing to remove */
    }
  },
}
