export function onPageHide(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') listener()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', listener)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', listener)
  }
}

export function sendBeacon(path: string, body: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false
  try {
    // A JSON Blob: the server's JSON body parser reads it as it reads any POST. Browsers that refuse
    // the type (or a body over their beacon quota) throw or answer false; the caller falls back.
    return navigator.sendBeacon(`${API_BASE}${path}`, new Blob([JSON.stringify(body)], { type: 'application/json' }))
  } catch {
    return false
  }
}
