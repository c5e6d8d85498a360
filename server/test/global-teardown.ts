// Stops the test server (SIGTERM: it closes both stores and releases the lock) and removes its folder.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { STATE_FILE } from './global-setup'

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __grServer?: ChildProcess }).__grServer
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))])
    clearTimeout(timer)
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  try {
    const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { tmp: string }
    fs.rmSync(state.tmp, { recursive: true, force: true })
    fs.rmSync(STATE_FILE, { force: true })
  } catch {
    // nothing to clean
  }
}
