// The set-up of the importer's tests: a copy of the built test data (dataset-template.ts) in a
// temporary DATA_DIR of the test file's own (the shared test server holds its own folder), folders
// of import files, imports run two ways, and a server started on the folder last (stopped after).
//
// Most imports run inside the test's own process, on the store opened here: a refusal takes a
// fraction of a second where a start of the importer command takes seconds, and it prints the same
// lines (import/report.ts). A few runs of the command itself prove its own wiring. chDB opens one
// data folder per process and locks it against others, so the store is held here only between
// those runs: the command and the server each find it closed, and afterAll closes it for the next
// test file of the same jest worker.
//
// In the jest project server-http the store is a ClickHouse HTTP harness of the file's own, so the
// dataset build, the importer's writes and the server all go through @clickhouse/client over HTTP.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Analytics } from '../analytics/client'
import { readFreshness } from '../analytics/freshness'
import { readMeta } from '../analytics/meta'
import { openConfiguredAnalytics } from '../analytics/open-store'
import { loadConfig } from '../config'
import { datasetChecksum, type Checksum } from '../dataset/checksum'
import type { Freshness } from '../../types'
import { printFailure, printReport, type ImportOutput } from '../import/report'
import { recoverInterruptedImport } from '../import/recover'
import { runImport } from '../import/run'
import { acquireDataDirLock, type DataDirLock } from '../lock'
import { startClickHouseHttp, type StartedHarness } from './clickhouse-http-process'
import { copyTemplate } from './dataset-template'
import { viaClickHouseHttp } from './helpers'
import { REPO_ROOT, run, serverEnv, startServer, stopChild, type StartedServer } from './server-process'

/** What an import printed (standard output and error, in order) and its exit code. */
export interface ImportRun {
  code: number | null
  output: string
}

export interface ImportStore {
  /** the temporary folder (DATA_DIR is its `data`); set once beforeAll ran */
  readonly tmp: string
  readonly env: NodeJS.ProcessEnv
  /** The importer command in a process of its own, as an operator runs it (the store closed here first). */
  importer(...args: string[]): Promise<ImportRun>
  /** One import of `folder` inside this process, printed and ended as the command does. */
  importHere(folder: string): Promise<ImportRun>
  /** The store, opened in this process on first use and held until the command or a server needs the folder. */
  analytics(): Promise<Analytics>
  /** What `importer('--checksum')` prints, read inside this process. */
  checksum(): Promise<Checksum>
  /** What `importer('--freshness')` prints, read inside this process. */
  freshness(): Promise<Freshness>
  /** A folder of import files written by the test: name → content. */
  folder(name: string, files: Record<string, string | Buffer>): string
  /** A server on the folder (the store closed here first), stopped after the file's tests; the importer refuses to run meanwhile. */
  serve(): Promise<StartedServer>
}

/** Registers the file's beforeAll (build) and afterAll (close the store, stop the server, remove the folder). */
export function importStore(prefix: string): ImportStore {
  let tmp = ''
  let env = {} as NodeJS.ProcessEnv
  let server: StartedServer | undefined
  let clickhouse: StartedHarness | undefined
  let held: { store: Analytics; lock: DataDirLock } | undefined
  const dataDir = () => path.join(tmp, 'data')

  const analytics = async (): Promise<Analytics> => {
    if (!held) {
      // as the command holds it: the folder's lock (a server or the command started meanwhile is refused), then the store
      const config = loadConfig(env)
      const lock = await acquireDataDirLock(config.dataDir)
      held = { lock, store: openConfiguredAnalytics(config, 'writer') }
    }
    return held.store
  }
  /** Before the command or a server takes the folder. */
  const release = async () => {
    if (!held) return
    const { store, lock } = held
    held = undefined
    await store.close()
    lock.release()
  }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    if (viaClickHouseHttp) clickhouse = await startClickHouseHttp(path.join(dataDir(), 'analytics'))
    env = serverEnv(dataDir(), clickhouse ? { CLICKHOUSE_URL: clickhouse.url } : {})
    if (clickhouse) {
      const built = await run([path.join(REPO_ROOT, 'server', 'import', 'dataset-cli.ts')], env, 200_000)
      if (built.code !== 0) throw new Error(built.output)
    } else {
      await copyTemplate(dataDir())
    }
  })
  afterAll(async () => {
    await release()
    await stopChild(server?.child)
    await clickhouse?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })
  return {
    get tmp() {
      return tmp
    },
    get env() {
      return env
    },
    async importer(...args) {
      await release()
      return run([path.join(REPO_ROOT, 'server', 'import', 'cli.ts'), ...args], env, 200_000)
    },
    async importHere(folder) {
      const store = await analytics()
      const lines: string[] = []
      const print: ImportOutput = { out: (l) => lines.push(l), err: (l) => lines.push(l) }
      let code: number
      try {
        code = printReport(await runImport(store, folder, print.out), print)
      } catch (err) {
        code = printFailure(err, print)
      }
      return { code, output: lines.map((l) => `${l}\n`).join('') }
    },
    analytics,
    async checksum() {
      const store = await analytics()
      // as the command reads it: an import cut short finished or undone first
      await recoverInterruptedImport(store)
      return datasetChecksum(store)
    },
    async freshness() {
      const store = await analytics()
      await recoverInterruptedImport(store)
      const meta = await readMeta(store)
      if (!meta) throw new Error('the analytics store holds no dataset')
      return readFreshness(store, meta)
    },
    folder(name, files) {
      const dir = path.join(tmp, name)
      fs.mkdirSync(dir, { recursive: true })
      for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content)
      return dir
    },
    async serve() {
      await release()
      server = await startServer(env)
      return server
    },
  }
}

/** The refusal lines of an importer's output ("  file:line:column: reason"). */
export const refusals = (output: string) =>
  output
    .split('\n')
    .filter((l) => /^ {2}\S/.test(l))
    .map((l) => l.trim())

/** Line and column (from 1) of the first occurrence of `needle` in a text. */
export function at(text: string, needle: string, from = 0): string {
  const i = text.indexOf(needle, from)
  if (i < 0) throw new Error(`${needle} not in the text`)
  const before = text.slice(0, i).split('\n')
  return `${before.length}:${[...before[before.length - 1]].length + 1}`
}
