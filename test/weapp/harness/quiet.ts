import type { MiniProgram } from './load-page'

/** Resolves once the launch has asked the server for nothing new for `quietMs` (its answers rendered), or after `maxMs`. */
export async function whenQuiet(mp: MiniProgram, quietMs = 150, maxMs = 4000): Promise<void> {
  const deadline = Date.now() + maxMs
  let seen = -1
  while (Date.now() < deadline && seen !== mp.requests.length) {
    seen = mp.requests.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}
