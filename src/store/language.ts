import { create } from 'zustand'
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Lang } from '../domain/constants'
import { setLanguageSource } from '../api/client'
import { setI18nLanguage } from '../i18n'
import { shareLanguage } from '../platform/env'
import { reloadPage } from '../platform/navigation'
import { storage } from '../platform/storage'

// Persisted by hand rather than with zustand's `persist`: SPEC §3 names the storage key `language`
// and its value is the bare code ('zh' | 'en'), which the server-side login page also reads.
function storedLanguage(): Lang {
  const value = storage.get(STORAGE_KEYS.language)
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Lang) : DEFAULT_LANGUAGE
}

export interface LanguageState {
  language: Lang
}

export interface LanguageActions {
  /** Store the choice and reload the page (SPEC §2), so every screen re-renders in it. */
  setLanguage(lang: Lang): void
  /** Re-read storage; for tests. */
  reset(): void
}

const initialState = (): LanguageState => ({ language: storedLanguage() })

export const useLanguageStore = create<LanguageState & LanguageActions>()((set, get) => ({
  ...initialState(),
  setLanguage(lang) {
    if (lang === get().language) return
    storage.set(STORAGE_KEYS.language, lang)
    shareLanguage(lang)
    setI18nLanguage(lang)
    set({ language: lang })
    reloadPage()
  },
  reset() {
    const state = initialState()
    setI18nLanguage(state.language)
    set(state)
  },
}))

setI18nLanguage(useLanguageStore.getState().language)
// the page, the login service and the server speak the app's language from the start, not only after a change
shareLanguage(useLanguageStore.getState().language)
setLanguageSource(() => useLanguageStore.getState().language)

export const selectLanguage = (state: LanguageState): Lang => state.language
