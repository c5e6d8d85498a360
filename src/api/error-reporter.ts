import { STORAGE_KEYS } from '../domain/constants'
import { currentUrl, userAgent } from '../platform/env'
import { onUncaughtError } from '../platform/startup'
import { storage } from '../platform/storage'
import { reportClientError } from './endpoints'

/** A stable random id for this browser or device, kept under STORAGE_KEYS.browserFinger. */
export function browserFinger(): string {
  const stored = storage.get(STORAGE_KEYS.browserFinger)
  if (stored) return stored
  let id = ''
  for (let i = 0; i < 4; i += 1)
    id += Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  storage.set(STORAGE_KEYS.browserFinger, id)
  return id
}

// A page stuck in an error loop must not flood the server: each message once, at most 20 a session.
const MAX_REPORTS = 20
const MAX_MESSAGE = 2000

/**
 * Post uncaught errors to /api/client_error (docs/api.md) with error_url, ua, tab and browser_finger.
 * `tab` names what the user was looking at (the current route). Returns an unsubscribe function.
 */
export function installErrorReporter(currentTab: () => string): () => void {
  const seen = new Set<string>()
  return onUncaughtError((message) => {
    // The same error thrown from another line has another stack: compare the first line only.
    const key = message.split('\n')[0]
    if (seen.size >= MAX_REPORTS || seen.has(key)) return
    seen.add(key)
    reportClientError({
      error_url: currentUrl(),
      ua: userAgent(),
      tab: currentTab(),
      browser_finger: browserFinger(),
      message: message.slice(0, MAX_MESSAGE),
    }).catch(() => {
      /* reporting is best effort; a failure here must not raise another report */
    })
  })
}
