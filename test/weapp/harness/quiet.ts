import type { MiniProgram } from './load-page'

/** Resolves once the page has asked the server for nothing new for `quietMs` (its answers rendered), or after `maxMs`. */
export async function settle(mp: MiniProgram, quietMs = 150, maxMs = 6000): Promise<void> {
  const deadline = Date.now() + maxMs
  let seen = -1
  while (Date.now() < deadline && seen !== mp.requests.length) {
    seen = mp.requests.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}
