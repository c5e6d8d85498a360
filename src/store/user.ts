import { create } from 'zustand'
import type { LoginInfo, Notice, Plat } from '../../types'
import { getPhones } from '../api/account'
import { setTokenSource } from '../api/client'
import { getNotices, getUser } from '../api/endpoints'
import { endSession } from '../api/login'
import { ApiError } from '../api/errors'
import { STORAGE_KEYS } from '../domain/constants'
import { isMobileWidth } from '../domain/shell'
import { isMiniProgram } from '../platform/env'
import { setSessionEnd } from '../platform/login'
import { getViewportWidth } from '../platform/viewport'
import { storage } from '../platform/storage'
import { ERROR_CODES } from '../../types/envelope'

/** Flags the current route sets on the header (SPEC §4: "The show-category-picker flag is set by the current route"). */
export interface HeaderFlags {
  showCategoryPicker: boolean
  /** the platform the screen under the header shows (/concept's filter): the header search searches it */
  searchPlat: Plat | null
}

export interface UserState {
  /** null until /api/user answered */
  user: LoginInfo | null
  /** mini-program session token (sent as X-API-KEY); H5 relies on the cookie and keeps null */
  token: string | null
  loading: boolean
  error: ApiError | null
  isMobile: boolean
  notices: Notice[]
  /** /api/dw_notice has answered or failed (components/shell/use-start-settled.ts) */
  noticesSettled: boolean
  headerFlags: HeaderFlags
  /** the SPEC §4 phone-verification dialog is open (any -499 opens it) */
  phoneDialogOpen: boolean
  /** signed in, but SMS verification is pending: /api/user and every data call answer -499 until it passes */
  smsPending: boolean
}

export interface UserActions {
  loadUser(): Promise<void>
  loadNotices(): Promise<void>
  /** Store (or clear) the mini-program token after a token login. */
  setToken(token: string | null): void
  /** After a logout: no token (storage and memory) and no user, so nothing sends the old token again. */
  forgetSession(): void
  setViewportWidth(width: number): void
  setHeaderFlags(flags: Partial<HeaderFlags>): void
  openPhoneDialog(): void
  closePhoneDialog(): void
  /** Back to the initial state; for tests. */
  reset(): void
}

const initialState = (): UserState => ({
  user: null,
  token: storage.get(STORAGE_KEYS.token),
  loading: false,
  error: null,
  isMobile: isMobileWidth(getViewportWidth()),
  notices: [],
  noticesSettled: false,
  headerFlags: { showCategoryPicker: false, searchPlat: null },
  phoneDialogOpen: false,
  smsPending: false,
})

/** Error codes: "-499 SMS verification required … opens the phone dialog". */

/**
 * The session of an account whose SMS verification is pending. /api/user answers such an account with
 * -499 alone, no login info (server/routes/user.ts), so the user stayed null: the header offered 登录
 * as if logged out and every screen waited for the user forever. The user is signed in, though, so it
 * is shown by its masked phone (GET /api/phone/setting answers while verification is pending) with
 * the logout menu. Its permission lists hide nothing: the server refuses every data call with -499
 * until the code is verified, so screens show that message instead of waiting, and the page reloads
 * with the real login info after verification.
 */
async function smsPendingUser(): Promise<LoginInfo> {
  const phones = await getPhones().catch(() => [])
  const phone = phones[0]?.phone ?? ''
  return {
    username: phone || '—', phone, usertype: 'analyst', deadline: '', nick: '', headimgurl: '', wechat_id: '', attribute: '',
    is_free_version: false, is_partner: false, partner_logo_url: '', partner_title: '', login_from: '', download: false,
    version_selected: [], jd_version: [],
    cat_list: 'all', jd_cat_list: 'all', douyin_cat_list: 'all', chance_cat_list: 'all', chance_jd_cat_list: 'all',
    ebay_cat_list: 'all', gamazon_cat_list: 'all', social_cat_list: 'all', is_validata_user_count: true,
  }
}

export const useUserStore = create<UserState & UserActions>()((set, get) => ({
  ...initialState(),
  async loadUser() {
    set({ loading: true, error: null })
    try {
      set({ user: await getUser(), loading: false, smsPending: false })
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.smsRequired) {
        set({ user: await smsPendingUser(), loading: false, smsPending: true, phoneDialogOpen: true })
        return
      }
      set({ loading: false, error: error instanceof ApiError ? error : new ApiError(-1, String(error)) })
    }
  },
  async loadNotices() {
    try {
      set({ notices: await getNotices() })
    } catch {
      /* notices are optional; the page works without them */
    } finally {
      set({ noticesSettled: true })
    }
  },
  setToken(token) {
    if (token) storage.set(STORAGE_KEYS.token, token)
    else storage.remove(STORAGE_KEYS.token)
    set({ token })
  },
  forgetSession() {
    storage.remove(STORAGE_KEYS.token)
    set({ token: null, user: null, error: null, smsPending: false, phoneDialogOpen: false })
  },
  setViewportWidth(width) {
    const isMobile = isMobileWidth(width)
    if (isMobile !== get().isMobile) set({ isMobile })
  },
  setHeaderFlags(flags) {
    set({ headerFlags: { ...get().headerFlags, ...flags } })
  },
  openPhoneDialog() {
    if (!get().phoneDialogOpen) set({ phoneDialogOpen: true })
  },
  closePhoneDialog() {
    set({ phoneDialogOpen: false })
  },
  reset() {
    set(initialState())
  },
}))

// The API client sends the token held here as X-API-KEY (SPEC §6).
setTokenSource(() => useUserStore.getState().token)
// A logout ends the server session with that token, then forgets it here (platform/login).
setSessionEnd({ endOnServer: endSession, forget: () => useUserStore.getState().forgetSession() })

export const selectUser = (s: UserState) => s.user
export const selectIsLoggedIn = (s: UserState) => s.user !== null && s.user.usertype !== 'logged_out'
export const selectIsPartner = (s: UserState) => Boolean(s.user?.is_partner)
export const selectIsFree = (s: UserState) => Boolean(s.user?.is_free_version)
/** SPEC §6: mini-program users are the weapp build or accounts logged in from it. */
export const selectIsMiniProgram = (s: UserState) => isMiniProgram || s.user?.login_from === 'weixin_mini'
