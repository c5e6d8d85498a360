// The set-up of the importer's tests: a copy of the built test data (dataset-template.ts) in a
// temporary DATA_DIR of the test file's own (chDB opens one data folder per process, and the
// shared test server holds its own),
// the importer run on it, folders of import files, and a server started on it last (stopped after).
// In the jest project server-http the store is a ClickHouse HTTP harness of the file's own, so the
// dataset build, the importer's writes and the server all go through @clickhouse/client over HTTP.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startClickHouseHttp, type StartedHarness } from './clickhouse-http-process'
import { copyTemplate } from './dataset-template'
import { viaClickHouseHttp } from './helpers'
import { REPO_ROOT, run, serverEnv, startServer, type StartedServer } from './server-process'

export interface ImportStore {
  /** the temporary folder (DATA_DIR is its `data`); set once beforeAll ran */
  readonly tmp: string
  readonly env: NodeJS.ProcessEnv
  importer(...args: string[]): Promise<{ code: number | null; output: string }>
  /** A folder of import files written by the test: name → content. */
  folder(name: string, files: Record<string, string | Buffer>): string
  /** A server on the folder, stopped after the file's tests (the importer refuses to run meanwhile). */
  serve(): Promise<StartedServer>
}

/** Registers the file's beforeAll (build) and afterAll (stop the server, remove the folder). */
export function importStore(prefix: string): ImportStore {
  let tmp = ''
  let env = {} as NodeJS.ProcessEnv
  let server: StartedServer | undefined
  let clickhouse: StartedHarness | undefined
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    if (viaClickHouseHttp) clickhouse = await startClickHouseHttp(path.join(tmp, 'data', 'analytics'))
    env = serverEnv(path.join(tmp, 'data'), clickhouse ? { CLICKHOUSE_URL: clickhouse.url } : {})
    if (clickhouse) {
      const built = await run([path.join(REPO_ROOT, 'server', 'dataset', 'cli.ts')], env, 200_000)
      if (built.code !== 0) throw new Error(built.output)
    } else {
      await copyTemplate(path.join(tmp, 'data'))
    }
  })
  afterAll(async () => {
    if (server) {
      const child = server.child
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
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
    importer: (...args) => run([path.join(REPO_ROOT, 'server', 'import', 'cli.ts'), ...args], env, 200_000),
    folder(name, files) {
      const dir = path.join(tmp, name)
      fs.mkdirSync(dir, { recursive: true })
      for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content)
      return dir
    },
    async serve() {
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
