import type { RouteName } from '../domain/routes'
import type { SessionEnd } from './session-end'

/** Where the login link points: H5 the login service, the mini-program its loginPage. */
export declare function loginHref(): string

/** Send the user to log in and come back to the current page afterwards. */
export declare function goToLogin(): void

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

/** A code of wx.login (Taro.login) for POST /sso/wx/login, valid once for 5 minutes; rejects outside the mini-program. */
export declare function wechatLoginCode(): Promise<string>

/** Where a login lands: the mini-program's home, the web's concepts. */
export declare const homeAfterLogin: RouteName
