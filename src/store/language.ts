import { create } from 'zustand'
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Lang } from '../domain/constants'
import { setLanguageSource } from '../api/client'
import { hasDictionary, installDictionary, setI18nLanguage } from '../i18n'
import { dictionaryAtHand, fetchDictionary } from '../i18n/dictionaries'
import { shareLanguage } from '../platform/env'
import { reloadPage } from '../platform/navigation'
import { storage } from '../platform/storage'

// Persisted by hand rather than with zustand's `persist`: the storage key is `language`
// and its value is the bare code ('zh' | 'en'), which the server-side login page also reads.
function storedLanguage(): Lang {
  const value = storage.get(STORAGE_KEYS.language)
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Lang) : DEFAULT_LANGUAGE
}

export interface LanguageState {
  language: Lang
  /** Whether the language's dictionary has arrived; screens translating through useT re-render when it does. */
  textsReady: boolean
}

export interface LanguageActions {
  /** Store the choice and reload the page, so every screen re-renders in it. */
  setLanguage(lang: Lang): void
  /** Re-read storage; for tests. */
  reset(): void
}

/** Installs the dictionary already on the page; else fetches it and says so when it arrives. */
function prepareTexts(lang: Lang, arrived: () => void): boolean {
  if (hasDictionary(lang)) return true
  const atHand = dictionaryAtHand(lang)
  if (atHand) {
    installDictionary(lang, atHand)
    return true
  }
  void fetchDictionary(lang).then((dictionary) => {
    installDictionary(lang, dictionary)
    arrived()
  })
  return false
}

export const useLanguageStore = create<LanguageState & LanguageActions>()((set, get) => {
  const start = (): LanguageState => {
    const language = storedLanguage()
    setI18nLanguage(language)
    const arrived = () => {
      if (get().language === language) set({ textsReady: true })
    }
    return { language, textsReady: prepareTexts(language, arrived) }
  }
  return {
    ...start(),
    setLanguage(lang) {
      if (lang === get().language) return
      storage.set(STORAGE_KEYS.language, lang)
      shareLanguage(lang)
      // the reload shows the new language; switching in memory before it would only flash empty
      // texts where the new dictionary has not arrived (H5 fetches it with the reloaded page)
      if (hasDictionary(lang)) {
        setI18nLanguage(lang)
        set({ language: lang, textsReady: true })
      }
      reloadPage()
    },
    reset() {
      set(start())
    },
  }
})

// the page, the login service and the server speak the app's language from the start, not only after a change
shareLanguage(useLanguageStore.getState().language)
setLanguageSource(() => useLanguageStore.getState().language)

export const selectLanguage = (state: LanguageState): Lang => state.language
