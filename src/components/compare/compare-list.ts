// The comparison of this device: concepts added from a detail page, a ranking row or card, or the
// search, kept in storage until /compare shows them (and written back there as the page edits them).
// Every button showing the list's state hears a change made anywhere in the app.
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { COMPARE_MAX_ITEMS, STORAGE_KEYS, type Lang } from '../../domain/constants'
import { addEntry, parseStoredEntries, storedEntries, type AddOutcome, type CompareEntry } from '../../domain/compare'
import { storage } from '../../platform/storage'
import { buttonText } from './button-text'

const listeners = new Set<(list: CompareEntry[]) => void>()

export function readCompareList(): CompareEntry[] {
  return parseStoredEntries(storage.get(STORAGE_KEYS.compare))
}

export function writeCompareList(list: CompareEntry[]): void {
  storage.set(STORAGE_KEYS.compare, storedEntries(list))
  for (const listener of listeners) listener(list)
}

export function addToCompareList(entry: CompareEntry): { list: CompareEntry[]; outcome: AddOutcome } {
  const result = addEntry(readCompareList(), entry)
  if (result.outcome === 'added') writeCompareList(result.list)
  return result
}

/** Adds the concept and says what happened (added, with the count; already in; the list is full). */
export function addAndSay(entry: CompareEntry, lang: Lang): AddOutcome {
  const { list, outcome } = addToCompareList(entry)
  const c = buttonText(lang)
  const title =
    outcome === 'full' ? c.full(COMPARE_MAX_ITEMS) : outcome === 'present' ? c.present(entry.word) : c.added(list.length, COMPARE_MAX_ITEMS)
  void Taro.showToast({ title, icon: 'none' })
  return outcome
}

/** The stored comparison, kept current. */
export function useCompareList(): CompareEntry[] {
  const [list, setList] = useState(readCompareList)
  useEffect(() => {
    listeners.add(setList)
    // a change made while this screen was not mounted (another page of the mini-program's stack)
    setList(readCompareList())
    return () => {
      listeners.delete(setList)
    }
  }, [])
  return list
}
