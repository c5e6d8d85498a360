// One import: stage every file, validate every row (SQL rules, the store's totals, then the category
// tree shape), and only when nothing is rejected apply it (apply.ts: the new store is built aside
// and swapped in whole). The staging database is dropped whatever happens, so a refused or failed
// import leaves the store exactly as it was.
import type { Analytics } from '../analytics/client'
import { readMeta } from '../analytics/meta'
import type { CategoryRow } from '../dataset/tree'
import { currentMonthShanghai } from '../../src/domain/months'
import { planCategories } from './categories'
import { applyImport } from './apply'
import { recoverInterruptedImport } from './recover'
import { STAGE_DB, type ImportKind, type Rejection } from './shapes'
import { FileRefusal, findFiles, ImportError, stageFile, type StagedFile } from './stage'
import { validate, validateTotals } from './validate'

export interface ImportReport {
  ok: boolean
  files: { name: string; rows: number }[]
  /** total rejected rows (rejections lists the first ones) */
  rejected: number
  rejections: Rejection[]
  /** the dataset's latest month after the import */
  ts?: string
  seconds: number
  rankingSeconds?: number
}

export async function runImport(store: Analytics, folder: string, log: (line: string) => void = () => undefined): Promise<ImportReport> {
  const started = Date.now()
  const seconds = () => (Date.now() - started) / 1000
  // an earlier run cut short (a kill, a crash) is finished or undone before anything is read
  const recovered = await recoverInterruptedImport(store)
  if (recovered !== 'none') log(`an import cut short earlier was ${recovered === 'completed' ? 'completed' : 'undone'}`)
  const meta = await readMeta(store)
  if (!meta) throw new ImportError('the analytics store holds no dataset yet: run `npm start` or `npm run dataset` once first')
  const found = findFiles(folder)
  await store.exec(`DROP DATABASE IF EXISTS ${STAGE_DB} SYNC`)
  await store.exec(`CREATE DATABASE ${STAGE_DB}`)
  try {
    const staged: StagedFile[] = []
    // a file that cannot be read is refused at its first unreadable place; the others are still
    // read, so one run names every such file
    const unreadable: Rejection[] = [...found.rejections]
    for (const f of found.files) {
      try {
        staged.push(await stageFile(store, f.shape, f.file, f.format))
        log(`staged ${staged.at(-1)?.name}: ${staged.at(-1)?.rows} rows`)
      } catch (err) {
        if (!(err instanceof FileRefusal)) throw err
        unreadable.push(err.rejection)
      }
    }
    const files = staged.map((s) => ({ name: s.name, rows: s.rows }))
    if (unreadable.length) {
      unreadable.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
      return { ok: false, files, rejected: unreadable.length, rejections: unreadable, seconds: seconds() }
    }
    // months from the data's first month to the current one (Asia/Shanghai, as the rest of the app)
    const checked = await validate(store, staged, { tsMin: meta.ts_min, current: currentMonthShanghai() })
    let categories: CategoryRow[] = []
    let newParents: { platform: string; id: number }[] = []
    let rejected = checked.total
    const rejections = [...checked.rejections]
    if (rejected === 0) {
      const totals = await validateTotals(store, staged)
      rejected += totals.length
      rejections.push(...totals)
    }
    const catFile = staged.find((s) => s.kind === 'categories')
    if (catFile && checked.total === 0) {
      const plan = await planCategories(store, catFile.name)
      categories = plan.rows
      newParents = plan.newParents
      rejected += plan.rejections.length
      rejections.push(...plan.rejections)
    }
    if (rejected > 0) return { ok: false, files, rejected, rejections, seconds: seconds() }
    const kinds = new Set<ImportKind>(staged.map((s) => s.kind))
    const applied = await applyImport(store, { kinds, categories, newParents }, (step) => log(`applying ${step}`))
    return { ok: true, files, rejected: 0, rejections: [], ts: applied.ts, seconds: seconds(), rankingSeconds: applied.rankingSeconds }
  } finally {
    await store.exec(`DROP DATABASE IF EXISTS ${STAGE_DB} SYNC`)
  }
}
