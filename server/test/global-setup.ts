// Starts one real server on a free port, on a copy of the built test data (dataset-template.ts);
// every test file talks to it over HTTP (see server-process.ts for why). The jest project
// server-http runs its files against a server whose analytics store is a ClickHouse HTTP interface,
// on a dataset built through it (global-setup-http.ts).
//
// jest runs the projects' set-ups one after another before any test; each suite here is started in
// the background instead, so the servers of both projects and the browser tests' start together and
// the tests that need no server run meanwhile. A test file waits for its suite in a beforeAll
// (suite-ready.ts).
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startClickHouseHttp } from './clickhouse-http-process'
import { copyTemplate } from './dataset-template'
import { serverEnv, startServer } from './server-process'

// One state file per jest run, so that runs in parallel (several engineers, CI) don't share a
// server. Set-up runs in jest's main process before the workers are forked; they inherit the
// variable set here (with --runInBand the tests run in the main process and see it directly).
export const STATE_FILE = process.env.GR_TEST_STATE_FILE || path.join(os.tmpdir(), `growth-radar-server-test-${process.pid}.json`)
process.env.GR_TEST_STATE_FILE = STATE_FILE

/** The state file of the server whose analytics store is reached over ClickHouse's HTTP interface. */
export const HTTP_STATE_FILE = STATE_FILE.replace(/(\.json)?$/, '-http.json')

// the processes of each suite, by state file, for the teardown (same jest process as the set-up)
const running = ((globalThis as { __grSuites?: Record<string, ChildProcess[]> }).__grSuites ??= {})

/** The shared server on a new temporary folder; with `viaHttp`, on the ClickHouse HTTP harness (its chDB folder where the embedded store's would be). */
export async function startSuite(stateFile: string, viaHttp: boolean): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-test-'))
  const dataDir = path.join(tmp, 'data')
  const started = Date.now()
  const children: ChildProcess[] = (running[stateFile] = [])
  // over HTTP the dataset is built through the harness (that build is part of what the project proves)
  const copied = viaHttp ? undefined : await copyTemplate(dataDir)
  const clickhouse = viaHttp ? await startClickHouseHttp(path.join(dataDir, 'analytics')) : undefined
  if (clickhouse) children.push(clickhouse.child)
  const server = await startServer(serverEnv(dataDir, clickhouse ? { CLICKHOUSE_URL: clickhouse.url } : {}))
  children.unshift(server.child)
  const checksum = copied?.checksum ?? /"checksum":"([0-9a-f-]+)"/.exec(server.output())?.[1] ?? ''
  const ts = copied?.ts ?? /"ts":"(\d{4}-\d{2})"/.exec(server.output())?.[1] ?? ''
  const state = {
    baseUrl: server.baseUrl,
    pid: server.child.pid,
    tmp,
    dataDir,
    checksum,
    ts,
    clickhouseUrl: clickhouse?.url,
    startupMs: Date.now() - started,
  }
  writeState(stateFile, state)
  // they keep running between test files; their pipes must not keep jest's own process alive
  for (const child of children) {
    child.unref()
    for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.()
  }
}

/** Written whole or not at all: a waiting test file never reads half of it. */
function writeState(stateFile: string, state: object): void {
  fs.writeFileSync(`${stateFile}.part`, JSON.stringify(state))
  fs.renameSync(`${stateFile}.part`, stateFile)
}

// the suites still starting, by state file, for the teardown
const starting = ((globalThis as { __grStarting?: Record<string, Promise<void>> }).__grStarting ??= {})

/** Starts a suite without waiting for it; a failure is written to its state file for the waiting tests to report. */
export function startInBackground(stateFile: string, viaHttp: boolean): void {
  fs.rmSync(stateFile, { force: true })
  starting[stateFile] = startSuite(stateFile, viaHttp).catch((err: Error) => writeState(stateFile, { error: err.stack ?? String(err) }))
}

/** Resolves once the suite's server answers (its state file is written); rejects with the start's own error. */
export async function waitForSuite(stateFile: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!fs.existsSync(stateFile)) {
    if (Date.now() > deadline) throw new Error(`the test server did not start within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { error?: string }
  if (state.error) throw new Error(`the test server did not start:\n${state.error}`)
}

/** Stops a suite's processes (SIGTERM: the server closes both stores and releases the lock) and removes its folder. */
export async function stopSuite(stateFile: string): Promise<void> {
  await starting[stateFile]
  for (const child of running[stateFile] ?? []) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))])
    clearTimeout(timer)
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  try {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { tmp: string }
    fs.rmSync(state.tmp, { recursive: true, force: true })
    fs.rmSync(stateFile, { force: true })
  } catch {
    // nothing to clean
  }
}

export default async function globalSetup(): Promise<void> {
  startInBackground(STATE_FILE, false)
}
