import type { KeyValueStorage } from './storage'

// Private mode and full quotas make localStorage throw; a lost preference must not break the page.
export const storage: KeyValueStorage = {
  get(key) {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      /* quota or private mode: keep going without persistence */
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      /* see set() */
    }
  },
}
