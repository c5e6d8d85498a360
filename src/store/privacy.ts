// WeChat's privacy authorization (base library 2.32.3+, `__usePrivacyCheck__` in app.json): when a
// privacy-gated API is called before the user agreed, WeChat asks the app to show its own consent
// dialog and waits for the answer. This store holds that pending question for the dialog to show.
import { create } from 'zustand'

export interface PrivacyState {
  /** WeChat is waiting for the user's answer (the dialog is shown) */
  asking: boolean
  /** WeChat's question arrives: `answer` must be called once, with the user's choice */
  ask(answer: (agree: boolean) => void): void
  /** the user chose; WeChat goes on with the API (agree) or fails it (refuse) */
  answer(agree: boolean): void
}

let pending: ((agree: boolean) => void) | null = null

export const usePrivacyStore = create<PrivacyState>((set) => ({
  asking: false,
  ask(answer) {
    // a second question while one is shown: the earlier one is refused, WeChat asks per API call
    pending?.(false)
    pending = answer
    set({ asking: true })
  },
  answer(agree) {
    const answer = pending
    pending = null
    set({ asking: false })
    answer?.(agree)
  },
}))
