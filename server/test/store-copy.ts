// Sums the tests make apart from the product, on a copy of the test data's analytics store: chDB
// opens one folder per process and the test server holds the test data, so a child script reads a
// copy. `onStoreCopy` runs in the test, `printFromStore` in the child script.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { openAnalytics, type Analytics } from '../analytics/client'
import { state } from './helpers'
import { REPO_ROOT } from './server-process'
import { tsNode } from './ts-node'

/** Runs `script` (a file beside this one) on a copy of the test data with `queries`; its last line of output, parsed. */
export async function onStoreCopy<T>(script: string, queries: unknown): Promise<T> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-store-copy-'))
  try {
    fs.cpSync(path.join(state().dataDir, 'analytics'), copy, { recursive: true })
    const { stdout } = await promisify(execFile)(...tsNode(path.join(__dirname, script), copy, JSON.stringify(queries)), {
      cwd: REPO_ROOT,
      timeout: 50_000,
    })
    return JSON.parse(stdout.trim().split('\n').pop() as string) as T
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** In a child script: opens the store copy named by argv[2], prints what `answer` gives for the queries in argv[3], and exits. */
export function printFromStore<Q>(answer: (store: Analytics, queries: Q) => Promise<unknown>): void {
  const store = openAnalytics({ path: process.argv[2] })
  answer(store, JSON.parse(process.argv[3]) as Q)
    .then((out) => console.log(JSON.stringify(out)))
    .finally(() => store.close())
    .then(
      () => process.exit(0),
      (err) => {
        console.error(err)
        process.exit(1)
      },
    )
}
