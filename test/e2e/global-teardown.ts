import fs from 'node:fs'
import { readState, stateFile } from './harness'

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(stateFile)) return
  const { pid, dataDir } = readState()
  try {
    process.kill(-pid, 'SIGTERM') // the whole process group: tsx and the server it runs
  } catch {
    // already gone
  }
  // give the server a moment to close its stores before the folder goes
  await new Promise((r) => setTimeout(r, 1500))
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(stateFile, { force: true })
}
