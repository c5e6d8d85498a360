import { translate } from '../../../src/i18n'
import { useLanguageStore } from '../../../src/store/language'

jest.mock('../../../src/platform/navigation', () => ({ reloadPage: jest.fn(), navigate: jest.fn(), watchNavigation: jest.fn() }))

const { reloadPage } = jest.requireMock('../../../src/platform/navigation') as { reloadPage: jest.Mock }

// reset() re-reads storage, as a fresh page load would.
async function freshStore() {
  useLanguageStore.getState().reset()
  return useLanguageStore
}

beforeEach(() => {
  window.localStorage.clear()
  reloadPage.mockClear()
})

test('defaults to zh', async () => {
  const store = await freshStore()
  expect(store.getState().language).toBe('zh')
})

test('starts from the stored language', async () => {
  window.localStorage.setItem('language', 'en')
  const store = await freshStore()
  expect(store.getState().language).toBe('en')
})

test('ignores a stored value that is not a language', async () => {
  window.localStorage.setItem('language', 'fr')
  expect((await freshStore()).getState().language).toBe('zh')
})

test('changing it stores the choice under "language" and reloads', async () => {
  const store = await freshStore()
  store.getState().setLanguage('en')
  expect(window.localStorage.getItem('language')).toBe('en')
  expect(store.getState().language).toBe('en')
  expect(reloadPage).toHaveBeenCalledTimes(1)
  expect(document.cookie).toContain('language=en')
  expect(translate('menu.concept')).toBe('E-commerce concepts')
})

test('choosing the current language does nothing', async () => {
  const store = await freshStore()
  store.getState().setLanguage('zh')
  expect(reloadPage).not.toHaveBeenCalled()
})
