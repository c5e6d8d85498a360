// The frame of a test helper run as its own process (chDB opens one data folder per process): a
// fresh embedded store in a temporary folder, the input read as JSON from stdin, the output printed
// as JSON; the folder is removed and a failure ends the process with status 1.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openAnalytics, type Analytics } from '../analytics/client'

export function runWithScratchEngine<I, O>(work: (store: Analytics, input: I) => Promise<O>): void {
  const run = async () => {
    const input = JSON.parse(fs.readFileSync(0, 'utf8')) as I
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-scratch-'))
    const store = openAnalytics({ path: dir })
    try {
      process.stdout.write(`${JSON.stringify(await work(store, input))}\n`)
    } finally {
      await store.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  run().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
