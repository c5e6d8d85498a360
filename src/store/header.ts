import { create } from 'zustand'
import type { Plat } from '../../types'

/** What the screen under the top header tells it (SPEC §4: the header's state is set by the current route). */
export interface HeaderState {
  /** the platform the screen shows (/concept's filter): the header search searches it; null elsewhere */
  searchPlat: Plat | null
  setSearchPlat(plat: Plat | null): void
}

export const useHeaderStore = create<HeaderState>()((set) => ({
  searchPlat: null,
  setSearchPlat(searchPlat) {
    set({ searchPlat })
  },
}))
