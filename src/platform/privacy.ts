export { PRIVACY_AGREE_BUTTON_ID } from './privacy-button'

/**
 * Mini-program: from now on, WeChat's "the user must agree first" (wx.onNeedPrivacyAuthorization)
 * calls `onNeed` with a function that takes the user's answer. Without the API (a base library before
 * 2.32.3, which has no privacy check) and on H5: nothing. Returns an unsubscribe function.
 */
export declare function installPrivacyPrompt(onNeed: (answer: (agree: boolean) => void) => void): () => void
