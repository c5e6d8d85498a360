// Builds the small dataset once into a temporary DATA_DIR by starting one real server on a free
// port; every test file talks to it over HTTP (see server-process.ts for why).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serverEnv, startServer } from './server-process'

// One state file per jest run, so that runs in parallel (several engineers, CI) don't share a
// server. Set-up runs in jest's main process before the workers are forked; they inherit the
// variable set here (with --runInBand the tests run in the main process and see it directly).
export const STATE_FILE = process.env.GR_TEST_STATE_FILE || path.join(os.tmpdir(), `growth-radar-server-test-${process.pid}.json`)
process.env.GR_TEST_STATE_FILE = STATE_FILE

export default async function globalSetup(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-test-'))
  const dataDir = path.join(tmp, 'data')
  const started = Date.now()
  const server = await startServer(serverEnv(dataDir))
  const checksum = /"checksum":"([0-9a-f-]+)"/.exec(server.output())?.[1] ?? ''
  const ts = /"ts":"(\d{4}-\d{2})"/.exec(server.output())?.[1] ?? ''
  const state = { baseUrl: server.baseUrl, pid: server.child.pid, tmp, dataDir, checksum, ts, startupMs: Date.now() - started }
  fs.writeFileSync(STATE_FILE, JSON.stringify(state))
  process.env.GR_TEST_BASE_URL = server.baseUrl
  ;(globalThis as { __grServer?: unknown }).__grServer = server.child
  // the server keeps running between test files; its pipes must not keep jest's own process alive
  server.child.unref()
  for (const stream of [server.child.stdout, server.child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.()
}
