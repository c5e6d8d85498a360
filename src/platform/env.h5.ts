import { HTML_LANG, REQUEST_TIMEOUT_MS } from '../domain/constants'

export const isMiniProgram = false

export const requestTimeoutMs = REQUEST_TIMEOUT_MS

export function currentUrl(): string {
  return window.location.href
}

export function userAgent(): string {
  return window.navigator.userAgent
}

export function inSinglePageMode(): boolean {
  return false
}

export function setPageTitle(title: string): void {
  document.title = title
}

// The login service renders zh or en from this cookie (HTTP contract); screen readers and the
// browser's translation offer read <html lang>.
export function shareLanguage(lang: 'en' | 'zh'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari 14 and Firefox 78, which the H5 build serves
  document.cookie = `language=${lang}; path=/; max-age=31536000; SameSite=Lax`
  document.documentElement.lang = HTML_LANG[lang]
}
