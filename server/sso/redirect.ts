// Where the login service may send the browser afterwards: only a same-origin relative path,
// so a crafted link cannot bounce a fresh session to another site (open redirect).
export const DEFAULT_AFTER_LOGIN = '/concept'

const BASE = 'http://same-origin.invalid'

/**
 * The target as the Location header and the login form carry it: a same-origin path, percent-encoded.
 * The WHATWG serialisation encodes every character outside ASCII (Chinese text, U+3000, U+202E …):
 * a header value must be ASCII — Node refuses anything else, which once turned such a target into an
 * HTTP 500 after logout and a login without its cookie — and the browser decodes it back the same way.
 */
export function safeRedirect(url: unknown): string {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2000) return DEFAULT_AFTER_LOGIN
  // one leading slash, not '//' or '/\' (protocol-relative), and no control characters or backslashes
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
  if (!url.startsWith('/') || url.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(url)) return DEFAULT_AFTER_LOGIN
  let parsed: URL
  try {
    parsed = new URL(url, BASE)
  } catch {
    return DEFAULT_AFTER_LOGIN
  }
  if (parsed.origin !== BASE) return DEFAULT_AFTER_LOGIN
  const target = parsed.pathname + parsed.search + parsed.hash
  // dot segments are resolved by the parse: '/.//evil.example' serialises as '//evil.example', which a
  // browser would read as another host; and what is sent must be printable ASCII
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(target)) return DEFAULT_AFTER_LOGIN
  // the app's /login only hands over to this form: coming back to it would be a detour through a
  // loading page for someone already signed in
  if (/^\/login(?:[/?#]|$)/.test(target)) return DEFAULT_AFTER_LOGIN
  return target
}
