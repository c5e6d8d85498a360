// Where the login service may send the browser afterwards: only a same-origin relative path,
// so a crafted link cannot bounce a fresh session to another site (open redirect).
export const DEFAULT_AFTER_LOGIN = '/concept'

export function safeRedirect(url: unknown): string {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2000) return DEFAULT_AFTER_LOGIN
  // one leading slash, not '//' or '/\' (protocol-relative), and no control characters or backslashes
  if (!url.startsWith('/') || url.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(url)) return DEFAULT_AFTER_LOGIN
  try {
    const parsed = new URL(url, 'http://same-origin.invalid')
    if (parsed.host !== 'same-origin.invalid') return DEFAULT_AFTER_LOGIN
  } catch {
    return DEFAULT_AFTER_LOGIN
  }
  return url
}
