import { create } from 'zustand'
import { isMobileWidth } from '../domain/shell'
import { getViewportWidth } from '../platform/viewport'

/** Whether the app is laid out for a phone (under 768 px, docs/screens.md), followed as the window resizes (app.ts). */
export interface ViewportState {
  isMobile: boolean
  setViewportWidth(width: number): void
}

export const useViewportStore = create<ViewportState>()((set, get) => ({
  isMobile: isMobileWidth(getViewportWidth()),
  setViewportWidth(width) {
    const isMobile = isMobileWidth(width)
    if (isMobile !== get().isMobile) set({ isMobile })
  },
}))
