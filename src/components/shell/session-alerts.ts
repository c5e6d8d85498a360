import Taro from '@tarojs/taro'
import { API_EVENTS, onApiEvent } from '../../api/events'
import type { ApiError } from '../../api/errors'
import { STORAGE_KEYS } from '../../domain/constants'
import { logout } from '../../platform/login'
import { storage } from '../../platform/storage'
import { usePhoneDialogStore } from '../../store/phone-dialog'

/** Error codes: -424 shows error_msg.msg, then logs the user out; long enough to be read. */
export const DISABLED_NOTICE_MS = 1500

/**
 * The one place that turns session-wide failures into what the user sees (error codes, docs/rules.md). Several calls
 * failing at once (a screen loads four tabs) must still give one toast, one logout, one dialog, so
 * each reaction is guarded here rather than in the client or the screens.
 * -401 needs nothing global: each screen shows its own error with a login link.
 */
export function installSessionAlerts(): () => void {
  let loggingOut = false
  const stops = [
    onApiEvent(API_EVENTS.accountDisabled, (payload) => {
      if (loggingOut) return
      loggingOut = true
      const reason = (payload as ApiError).message
      void Taro.showToast({ title: reason, icon: 'none', duration: DISABLED_NOTICE_MS })
      // the toast is gone with the page; the page after the logout says it again (SignedOutNotice).
      // Kept for it only as the logout starts: a page shown meanwhile (the sign-in's own redirect)
      // would take it and leave nothing for the page after
      setTimeout(() => {
        storage.set(STORAGE_KEYS.signedOutReason, reason)
        void logout()
      }, DISABLED_NOTICE_MS)
    }),
    // -499 from any call, the login check included, opens the phone dialog (docs/rules.md "The -499 phone journey")
    onApiEvent(API_EVENTS.smsRequired, () => usePhoneDialogStore.getState().show()),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
