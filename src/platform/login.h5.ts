import { LOGIN_SERVICE_PATH, LOGOUT_PATH } from '../domain/constants'

// The login service only follows same-origin relative redirect_url values, so send path + query.
function here(): string {
  return `${window.location.pathname}${window.location.search}`
}

export function loginHref(): string {
  return `${LOGIN_SERVICE_PATH}?service=growth-radar&redirect_url=${encodeURIComponent(here())}`
}

export function goToLogin(): void {
  window.location.assign(loginHref())
}

export function logout(): void {
  window.location.assign(`${LOGOUT_PATH}?redirect_url=${encodeURIComponent(here())}`)
}
