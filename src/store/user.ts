import { create } from 'zustand'
import type { LoginInfo, Notice } from '../../types'
import { setTokenSource } from '../api/client'
import { getNotices, getUser } from '../api/endpoints'
import { ApiError } from '../api/errors'
import { STORAGE_KEYS } from '../domain/constants'
import { isMobileWidth } from '../domain/shell'
import { isMiniProgram } from '../platform/env'
import { getViewportWidth } from '../platform/viewport'
import { storage } from '../platform/storage'

/** Flags the current route sets on the header (SPEC §4: "The show-category-picker flag is set by the current route"). */
export interface HeaderFlags {
  showCategoryPicker: boolean
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
  headerFlags: HeaderFlags
  /** the SPEC §4 phone-verification dialog is open (any -499 opens it) */
  phoneDialogOpen: boolean
}

export interface UserActions {
  loadUser(): Promise<void>
  loadNotices(): Promise<void>
  /** Store (or clear) the mini-program token after /sso/token. */
  setToken(token: string | null): void
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
  headerFlags: { showCategoryPicker: false },
  phoneDialogOpen: false,
})

export const useUserStore = create<UserState & UserActions>()((set, get) => ({
  ...initialState(),
  async loadUser() {
    set({ loading: true, error: null })
    try {
      set({ user: await getUser(), loading: false })
    } catch (error) {
      set({ loading: false, error: error instanceof ApiError ? error : new ApiError(-1, String(error)) })
    }
  },
  async loadNotices() {
    try {
      set({ notices: await getNotices() })
    } catch {
      /* notices are optional; the page works without them */
    }
  },
  setToken(token) {
    if (token) storage.set(STORAGE_KEYS.token, token)
    else storage.remove(STORAGE_KEYS.token)
    set({ token })
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

export const selectUser = (s: UserState) => s.user
export const selectIsMobile = (s: UserState) => s.isMobile
export const selectIsLoggedIn = (s: UserState) => s.user !== null && s.user.usertype !== 'logged_out'
export const selectIsPartner = (s: UserState) => Boolean(s.user?.is_partner)
export const selectIsFree = (s: UserState) => Boolean(s.user?.is_free_version)
/** SPEC §6: mini-program users are the weapp build or accounts logged in from it. */
export const selectIsMiniProgram = (s: UserState) => isMiniProgram || s.user?.login_from === 'weixin_mini'
