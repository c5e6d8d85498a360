// Build once, copy many: the small dataset and the seeded account store are made once, by a real
// server start on an empty folder, and every test that needs a store of its own copies that folder
// (86 MB, a fraction of a second) instead of building it again (20–40 s each on two cores).
//
// The folder is kept under .tmp/test-data/<key>, the key a hash of everything that decides what
// a build writes (the server's code outside its tests, the shared domain rules, the locked package
// versions), so a second `npm test -- <file>` in the same checkout starts at once, and any change
// to the generator, the schema or the seed builds anew. A clean clone has no such folder and builds
// it once in its run.
import fs from 'node:fs'
import path from 'node:path'
import { filesUnder, hashFiles } from '../files-hash'
// server-process.ts starts servers on copies made here and this file starts the build's server with
// it: its functions are reached at call time, so only this folder's own path is computed at load
import { serverEnv, startServer, stopChild } from './server-process'

const REPO_ROOT = path.resolve(__dirname, '..', '..')
const ROOT = path.join(REPO_ROOT, '.tmp', 'test-data')
/** How long another key's folder is kept after it was written: longer than any test run. */
const KEEP_OTHER_FOLDERS_MS = 6 * 3600_000

/** What the build printed of the data it made, kept beside the folder. */
export interface TemplateInfo {
  checksum: string
  ts: string
}

/**
 * The hash of what a build depends on: the server (not its tests), src/domain, types, the lock file
 * and the day in Shanghai (the data ends at the current month, so a folder never outlives its day).
 */
let keyOfThisRun: string | undefined

export function templateKey(): string {
  // the sources do not change while tests run: hashed once per process, not once per copy
  if (keyOfThisRun) return keyOfThisRun
  const serverTests = path.join(REPO_ROOT, 'server', 'test')
  const files = filesUnder(REPO_ROOT, ['server', 'src/domain', 'types', 'package-lock.json'], (p) => p === serverTests)
  // one day for the whole run (npm test pins it as it starts): a run crossing midnight in Shanghai
  // would otherwise build a second folder halfway and delete the first while other tests copy it
  const day = process.env.GR_TEST_DAY || new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' })
  keyOfThisRun = hashFiles(REPO_ROOT, files, day).slice(0, 16)
  return keyOfThisRun
}

const folderOf = (key: string) => path.join(ROOT, key)

/** The built data folder (accounts and analytics) and what it holds; built now when this checkout has none for its sources. */
export async function ensureTemplate(): Promise<{ dataDir: string; info: TemplateInfo }> {
  const key = templateKey()
  const dir = folderOf(key)
  const infoFile = path.join(dir, 'template.json')
  if (!fs.existsSync(infoFile)) await build(dir)
  return { dataDir: path.join(dir, 'data'), info: JSON.parse(fs.readFileSync(infoFile, 'utf8')) as TemplateInfo }
}

async function build(dir: string): Promise<void> {
  fs.mkdirSync(ROOT, { recursive: true })
  // built aside and renamed into place, so a run cut short never leaves half a folder under the key
  const aside = fs.mkdtempSync(path.join(ROOT, 'building-'))
  const dataDir = path.join(aside, 'data')
  const server = await startServer(serverEnv(dataDir), 300_000, { fresh: true })
  const output = server.output()
  await stopChild(server.child)
  const checksum = /"checksum":"([0-9a-f-]+)"/.exec(output)?.[1]
  const ts = /"ts":"(\d{4}-\d{2})"/.exec(output)?.[1]
  if (!checksum || !ts) throw new Error(`the test dataset's build did not say what it built:\n${output}`)
  fs.rmSync(path.join(dataDir, '.lock'), { force: true })
  fs.writeFileSync(path.join(aside, 'template.json'), JSON.stringify({ checksum, ts } satisfies TemplateInfo))
  // the folders of other sources are of no further use once no run can be copying them: a folder
  // written in the last hours may be another run's (or this run's, begun before its sources changed)
  for (const old of fs.readdirSync(ROOT)) {
    const p = path.join(ROOT, old)
    const recent = Date.now() - fs.statSync(p).mtimeMs < KEEP_OTHER_FOLDERS_MS
    if (p !== aside && !old.startsWith('building-') && !recent) fs.rmSync(p, { recursive: true, force: true })
  }
  try {
    fs.renameSync(aside, dir)
  } catch {
    // another run in this checkout put the same build there first
    fs.rmSync(aside, { recursive: true, force: true })
  }
}

/** A copy of the built data folder at `dest` (which must not exist yet), for a store of a test's own. */
export async function copyTemplate(dest: string): Promise<TemplateInfo> {
  const { dataDir, info } = await ensureTemplate()
  fs.mkdirSync(path.dirname(dest), { recursive: true })
  // ClickHouse links each table's name to its folder with a relative symbolic link: kept as it is
  fs.cpSync(dataDir, dest, { recursive: true, verbatimSymlinks: true })
  return info
}
