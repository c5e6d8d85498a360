import type { MiniProgram } from './load-page'

/**
 * Resolves once nothing has happened for `quietMs` — no request sent or answered, no setData, no timeout
 * due at once still waiting — or after `maxMs`. Watching all of it, not only new requests, keeps a
 * starved machine (paused between an answer and the render and request it leads to) from ending the
 * wait too early.
 */
export async function settle(mp: MiniProgram, quietMs = 150, maxMs = 6000): Promise<void> {
  const deadline = Date.now() + maxMs
  let seen: number | null = null
  while (Date.now() < deadline) {
    const now = mp.activity()
    if (now >= 0 && now === seen) return
    seen = now
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}
