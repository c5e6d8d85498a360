export { PRIVACY_AGREE_BUTTON_ID } from './privacy-button'

/** WeChat's pending question: tell it the dialog is on screen, then give the user's answer once. */
export interface PrivacyQuestion {
  /** the consent dialog is drawn (WeChat's exposureAuthorization) */
  shown(): void
  answer(agree: boolean): void
}

/**
 * Mini-program: from now on, WeChat's "the user must agree first" (wx.onNeedPrivacyAuthorization)
 * calls `onNeed` with the question. Without the API (a base library before 2.32.3, which has no
 * privacy check) and on H5: nothing. Returns an unsubscribe function.
 */
export declare function installPrivacyPrompt(onNeed: (question: PrivacyQuestion) => void): () => void
