import { create } from 'zustand'
import type { Plat } from '../../types'
import { PLATFORMS, STORAGE_KEYS } from '../domain/constants'
import { storage } from '../platform/storage'

// The choices the app remembers on this device for every screen, kept under their STORAGE_KEYS.
// This store is the only reader and writer of those keys: a value stored by an older version, by
// hand or by another app of the same origin is checked here once, not cast where it is used.

/** The platform a screen starts from when its link names none: 'all' (Taobao/Tmall) until one is chosen. */
export const DEFAULT_PLATFORM: Plat = 'all'

function storedPlatform(): Plat {
  const value = storage.get(STORAGE_KEYS.plat)
  return (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Plat) : DEFAULT_PLATFORM
}

export interface PreferencesState {
  /** the platform last chosen on a ranking or the search (stored under `plat`) */
  plat: Plat
}

export interface PreferencesActions {
  choosePlatform(plat: Plat): void
  /** Re-read storage; for tests. */
  reset(): void
}

export const usePreferencesStore = create<PreferencesState & PreferencesActions>()((set) => ({
  plat: storedPlatform(),
  choosePlatform(plat) {
    storage.set(STORAGE_KEYS.plat, plat)
    set({ plat })
  },
  reset() {
    set({ plat: storedPlatform() })
  },
}))
