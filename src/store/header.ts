import { create } from 'zustand'
import type { Plat } from '../../types'

/** What the screen under the top header tells it (the header's state follows the current route). */
export interface HeaderState {
  /** the platform the screen shows (/concept's filter): the header search searches it; null elsewhere */
  searchPlat: Plat | null
  /** the category of the ranking shown: the header search (and its "+ 对比") starts in it; null when none */
  searchCid: number | null
  setSearchScope(plat: Plat | null, cid: number | null): void
}

export const useHeaderStore = create<HeaderState>()((set) => ({
  searchPlat: null,
  searchCid: null,
  setSearchScope(searchPlat, searchCid) {
    set({ searchPlat, searchCid: searchPlat ? searchCid : null })
  },
}))
