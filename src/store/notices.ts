import { create } from 'zustand'
import type { Notice } from '../../types'
import { getNotices } from '../api/endpoints'

/** The notices of /api/dw_notice, shown above every page. */
export interface NoticesState {
  notices: Notice[]
  /** /api/dw_notice has answered or failed (components/shell/use-start-settled.ts) */
  settled: boolean
  load(): Promise<void>
}

export const useNoticesStore = create<NoticesState>()((set) => ({
  notices: [],
  settled: false,
  async load() {
    try {
      set({ notices: await getNotices() })
    } catch {
      /* notices are optional; the page works without them */
    } finally {
      set({ settled: true })
    }
  },
}))
