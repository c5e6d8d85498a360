import { addRecentSearch, parseRecentSearches, type RecentSearch } from '../../domain/concept-search'
import { STORAGE_KEYS } from '../../domain/constants'
import { storage } from '../../platform/storage'

/** The recent searches of this browser or phone, newest first. */
export function readRecentSearches(): RecentSearch[] {
  return parseRecentSearches(storage.get(STORAGE_KEYS.recentSearches))
}

/** Remembers a search (and, under the `word` storage key, the last keyword: what an empty search restores). */
export function rememberSearch(entry: RecentSearch): void {
  storage.set(STORAGE_KEYS.recentSearches, JSON.stringify(addRecentSearch(readRecentSearches(), entry)))
  storage.set(STORAGE_KEYS.word, entry.word)
}

export function lastKeyword(): string {
  return storage.get(STORAGE_KEYS.word) ?? ''
}

export function clearRecentSearches(): void {
  storage.remove(STORAGE_KEYS.recentSearches)
}
