// WeChat's privacy authorization (base library 2.32.3+, `__usePrivacyCheck__` in app.json): when a
// privacy-gated API is called before the user agreed, WeChat asks the app to show its own consent
// dialog and waits for the answer. This store holds that pending question for the dialog to show.
import { create } from 'zustand'
import type { PrivacyQuestion } from '../platform/privacy'

export interface PrivacyState {
  /** WeChat is waiting for the user's answer (the dialog is shown) */
  asking: boolean
  /** WeChat's question arrives: it is told when the dialog is drawn and answered once */
  ask(question: PrivacyQuestion): void
  /** the dialog is on screen (WeChat's exposureAuthorization; said once per question) */
  shown(): void
  /** the user chose; WeChat goes on with the API (agree) or fails it (refuse) */
  answer(agree: boolean): void
}

let pending: PrivacyQuestion | null = null

export const usePrivacyStore = create<PrivacyState>((set) => ({
  asking: false,
  ask(question) {
    // a second question while one is shown: the earlier one is refused, WeChat asks per API call
    pending?.answer(false)
    pending = question
    set({ asking: true })
  },
  shown() {
    pending?.shown()
  },
  answer(agree) {
    const question = pending
    pending = null
    set({ asking: false })
    question?.answer(agree)
  },
}))
