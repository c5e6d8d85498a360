// Each language's dictionary arrives on its own (src/i18n/dictionaries.h5.ts): before
// it has, the app says nothing rather than showing keys, and screens re-render when it comes.
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'

jest.mock('../../src/platform/navigation', () => ({ reloadPage: jest.fn(), navigate: jest.fn(), watchNavigation: jest.fn() }))

type I18n = typeof import('../../src/i18n')

/** A fresh module registry: the dictionaries installed by the jest set-up are not there. */
function freshModules(fetchDictionary: jest.Mock) {
  jest.resetModules()
  jest.doMock('../../src/i18n/dictionaries', () => ({ dictionaryAtHand: () => null, fetchDictionary }))
  const i18n = require('../../src/i18n') as I18n
  const { useLanguageStore } = require('../../src/store/language') as typeof import('../../src/store/language')
  const { useT } = require('../../src/components/hooks/use-t') as typeof import('../../src/components/hooks/use-t')
  // React and Testing Library from the same fresh registry as the hook ('pure': no hooks registered mid-test)
  const rtl = require('@testing-library/react/pure') as typeof import('@testing-library/react')
  return { i18n, useLanguageStore, useT, rtl }
}

afterEach(() => {
  window.localStorage.clear()
  jest.dontMock('../../src/i18n/dictionaries')
})

test('before a dictionary is installed a text reads as nothing, after it as itself', () => {
  const { i18n } = freshModules(jest.fn(() => new Promise(() => {})))
  expect(i18n.hasDictionary('en')).toBe(false)
  expect(i18n.translate('menu.concept', undefined, 'en')).toBe('')
  i18n.installDictionary('en', en)
  expect(i18n.translate('menu.concept', undefined, 'en')).toBe('E-commerce concepts')
})

test('a dictionary not at hand is fetched once, and useT re-renders in it when it arrives', async () => {
  window.localStorage.setItem('language', 'en')
  let deliver: (dictionary: typeof en) => void = () => {}
  const fetchDictionary = jest.fn(
    () =>
      new Promise<typeof en>((resolve) => {
        deliver = resolve
      }),
  )
  const { useLanguageStore, useT, rtl } = freshModules(fetchDictionary)
  const { act, renderHook, waitFor } = rtl
  expect(fetchDictionary).toHaveBeenCalledTimes(1)
  expect(fetchDictionary).toHaveBeenCalledWith('en')
  expect(useLanguageStore.getState().textsReady).toBe(false)

  // the text as rendered: it changes only if the component renders again
  const { result } = renderHook(() => useT().t('menu.concept'))
  expect(result.current).toBe('')
  await act(async () => deliver(en))
  await waitFor(() => expect(result.current).toBe('E-commerce concepts'))
  expect(useLanguageStore.getState().textsReady).toBe(true)
})

test('the error catalogue is read from the language in use', () => {
  const { i18n } = freshModules(jest.fn(() => new Promise(() => {})))
  i18n.setI18nLanguage('zh')
  expect(i18n.hasErrorMessage(-404)).toBe(false)
  i18n.installDictionary('zh', zh)
  expect(i18n.hasErrorMessage(-404)).toBe(true)
  expect(i18n.hasErrorMessage(12345)).toBe(false)
})
