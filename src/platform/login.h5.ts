import { LOGIN_SERVICE_PATH, LOGOUT_PATH } from '../domain/constants'
import type { RouteName } from '../domain/routes'
import type { LoginReturn } from './login'
import { endOnServerWithin, type SessionEnd } from './session-end'

// The login service only follows same-origin relative redirect_url values, so send path + query.
function here(): string {
  return `${window.location.pathname}${window.location.search}`
}

export function loginHref(): string {
  return `${LOGIN_SERVICE_PATH}?service=growth-radar&redirect_url=${encodeURIComponent(here())}`
}

export function goToLogin(_then?: LoginReturn): void {
  // the login service brings the user back to this page (redirect_url); the web opens a concept
  // from its own link once there
  window.location.assign(loginHref())
}

let sessionEnd: SessionEnd | null = null

export function setSessionEnd(end: SessionEnd): void {
  sessionEnd = end
}

export async function logout(): Promise<void> {
  // A narrow browser's loginPage holds a token (sent as X-API-KEY), which /mj_logout — a form post
  // that cannot carry that header — would not end: end it here and forget it first.
  if (sessionEnd?.held()) {
    await endOnServerWithin(sessionEnd)
    sessionEnd.forget()
  }
  // a form post, not a link: the server ends a session only on a POST from this site, so that no
  // link or image elsewhere can sign anyone out (GET /mj_logout only asks)
  const form = document.createElement('form')
  form.method = 'post'
  form.action = `${LOGOUT_PATH}?redirect_url=${encodeURIComponent(here())}`
  document.body.appendChild(form)
  form.submit()
}

export const sessionInCookie = true

export const canLoginWithWechat = false

export const loginNeedsConsent = false

export async function leaveSignedOut(): Promise<void> {
  // a narrow browser's token named a session the server has ended
  sessionEnd?.forget()
  goToLogin()
}

export function wechatLoginCode(): Promise<string> {
  return Promise.reject(new Error('WeChat login exists only in the mini-program'))
}

export const homeAfterLogin: RouteName = 'concept'
