// The stored "plat": the platform last chosen, which every ranking screen and
// the search start from when their link names none.
import { usePreferencesStore } from '../../../src/store/preferences'

// reset() re-reads storage, as a fresh page load would.
function fresh() {
  usePreferencesStore.getState().reset()
  return usePreferencesStore.getState()
}

beforeEach(() => window.localStorage.clear())

test('starts on all (Taobao/Tmall) when nothing was chosen', () => {
  expect(fresh().plat).toBe('all')
})

test('starts from the stored platform', () => {
  window.localStorage.setItem('plat', 'jd')
  expect(fresh().plat).toBe('jd')
})

test.each(['taobao', 'ebay', '', 'JD'])('a stored %p, not a platform of the select, falls back to all', (stored) => {
  window.localStorage.setItem('plat', stored)
  expect(fresh().plat).toBe('all')
})

test('a choice is stored under "plat" and held at once', () => {
  fresh().choosePlatform('douyin')
  expect(window.localStorage.getItem('plat')).toBe('douyin')
  expect(usePreferencesStore.getState().plat).toBe('douyin')
  expect(fresh().plat).toBe('douyin')
})
