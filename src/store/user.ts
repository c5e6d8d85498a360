import { create } from 'zustand'
import type { LoginInfo } from '../../types'
import { getPhones } from '../api/account'
import { setTokenSource } from '../api/client'
import { getUser } from '../api/endpoints'
import { endSession } from '../api/login'
import { ApiError } from '../api/errors'
import { STORAGE_KEYS } from '../domain/constants'
import { isMiniProgram } from '../platform/env'
import { setSessionEnd } from '../platform/login'
import { storage } from '../platform/storage'
import { ERROR_CODES } from '../../types/envelope'
import { usePhoneDialogStore } from './phone-dialog'

// The signed-in user and the session that names them. This store is the one owner of the session
// token: it alone reads and writes its storage key, the API client asks it for the token to send
// and the platform's logout asks it to forget it.

export interface UserState {
  /** null until /api/user answered, and while SMS verification is pending (it answers no user then) */
  user: LoginInfo | null
  /** mini-program session token (sent as X-API-KEY); H5 relies on the cookie and keeps null */
  token: string | null
  /** why /api/user gave no user (-499 while SMS verification is pending) */
  error: ApiError | null
  /** signed in, but SMS verification is pending: /api/user and every data call answer -499 until it passes */
  smsPending: boolean
  /** the pending session's phone, masked by the server: how the header names it ('' until known) */
  smsPhone: string
}

export interface UserActions {
  loadUser(): Promise<void>
  /** Store (or clear) the mini-program token after a token login. */
  setToken(token: string | null): void
  /** After a logout: no token (storage and memory) and no user, so nothing sends the old token again. */
  forgetSession(): void
  /** Back to the initial state; for tests. */
  reset(): void
}

const initialState = (): UserState => ({
  user: null,
  token: storage.get(STORAGE_KEYS.token),
  error: null,
  smsPending: false,
  smsPhone: '',
})

/**
 * An account whose SMS verification is pending is answered -499 by /api/user, with no login info
 * (server/routes/user.ts). It is signed in all the same: the header names it by its masked phone
 * (GET /api/phone/setting answers while verification is pending) and offers the logout, the phone
 * dialog opens, and screens show the -499 message (the user load's error) instead of waiting. The
 * page reloads with the real login info after verification.
 */
async function pendingPhone(): Promise<string> {
  const phones = await getPhones().catch(() => [])
  return phones[0]?.phone ?? ''
}

export const useUserStore = create<UserState & UserActions>()((set) => ({
  ...initialState(),
  async loadUser() {
    set({ error: null })
    try {
      set({ user: await getUser(), smsPending: false })
    } catch (cause) {
      const error = cause instanceof ApiError ? cause : new ApiError(-1, String(cause))
      if (error.code === ERROR_CODES.smsRequired) {
        usePhoneDialogStore.getState().show()
        const smsPhone = await pendingPhone()
        set({ user: null, error, smsPending: true, smsPhone })
        return
      }
      set({ error })
    }
  },
  setToken(token) {
    if (token) storage.set(STORAGE_KEYS.token, token)
    else storage.remove(STORAGE_KEYS.token)
    set({ token })
  },
  forgetSession() {
    storage.remove(STORAGE_KEYS.token)
    usePhoneDialogStore.getState().close()
    set({ token: null, user: null, error: null, smsPending: false, smsPhone: '' })
  },
  reset() {
    set(initialState())
  },
}))

// The API client sends the token held here as X-API-KEY (docs/api.md "Sign-in and sessions").
setTokenSource(() => useUserStore.getState().token)
// A logout ends the server session with that token, then forgets it here (platform/login).
setSessionEnd({
  endOnServer: endSession,
  held: () => useUserStore.getState().token !== null,
  forget: () => useUserStore.getState().forgetSession(),
})

export const selectUser = (s: UserState) => s.user
export const selectIsLoggedIn = (s: UserState) => s.user !== null && s.user.usertype !== 'logged_out'
/** Signed in, whether or not SMS verification is still pending: the header offers the logout. */
export const selectIsSignedIn = (s: UserState) => s.smsPending || selectIsLoggedIn(s)
export const selectIsPartner = (s: UserState) => Boolean(s.user?.is_partner)
export const selectIsFree = (s: UserState) => Boolean(s.user?.is_free_version)
/** Mini-program users are the weapp build or accounts logged in from it. */
export const selectIsMiniProgram = (s: UserState) => isMiniProgram || s.user?.login_from === 'weixin_mini'
