import type { RouteName } from '../domain/routes'
import type { QueryParams } from './page-url'
import type { SessionEnd } from './session-end'

/** A page of the app to open once signed in. */
export interface LoginReturn {
  name: RouteName
  query?: QueryParams
}

/** Where the login link points: H5 the login service, the mini-program its loginPage. */
export declare function loginHref(): string

/**
 * Send the user to log in and come back afterwards: to `then` when given (a signed-out home's row
 * opens its concept once signed in), else to the page that asked.
 */
export declare function goToLogin(then?: LoginReturn): void

export declare function setSessionEnd(end: SessionEnd): void

/**
 * End the session on the server and forget its token everywhere (storage, memory), then show the
 * app logged out: H5 by a form post to the login service's /mj_logout, the mini-program on its loginPage.
 */
export declare function logout(): Promise<void>

/**
 * Where a signed-in session lives: on the web in the HttpOnly cookie (so the tree scripts, downloads
 * and the logout page carry it, and no script holds the token); in the mini-program as a token sent
 * in X-API-KEY (it has no cookies).
 */
export declare const sessionInCookie: boolean

/** WeChat login exists only inside the mini-program. */
export declare const canLoginWithWechat: boolean

/**
 * The mini-program asks consent to its user agreement and privacy policy before any login or phone
 * number (WeChat's review requires it); the web's login service shows its own terms.
 */
export declare const loginNeedsConsent: boolean

/**
 * The server has ended the session itself (WeChat unlinked or the account closed on /my): forget the
 * token everywhere and show the login page.
 */
export declare function leaveSignedOut(): Promise<void>

/** A code of wx.login (Taro.login) for POST /sso/wx/login, valid once for 5 minutes; rejects outside the mini-program. */
export declare function wechatLoginCode(): Promise<string>

/** Where a login lands: the mini-program's home, the web's concepts. */
export declare const homeAfterLogin: RouteName
