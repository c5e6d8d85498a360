// How fresh each data source is: its months, when it was last written and which months are not
// final (estimated or partial). Kept in the store's marker table under its own key, written by the
// dataset generator and by every import in the same swap as the data (import/apply.ts), so it can
// never describe other data than the store holds. A store written before this key existed is read
// as complete months updated when the dataset was built.
import type { Freshness, MarkedMonth, SourceFreshness } from '../../types'
import { SOURCES } from '../../src/domain/platforms'
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { DB, type Analytics } from './client'
import type { DatasetMeta } from './meta'

const KEY = 'freshness'

/** The marker table's keys this module owns (an import rewrites them; other keys are carried over). */
export const FRESHNESS_KEY = KEY

export async function readFreshness(store: Analytics, meta: DatasetMeta, db = DB): Promise<Freshness> {
  const rows = await store.rows<{ value: string }>(`SELECT value FROM ${db}.meta WHERE key = {k:String}`, { k: KEY })
  if (rows.length) return JSON.parse(rows[rows.length - 1].value) as Freshness
  return {
    sources: everySource().map(({ kind, source }) => ({
      kind,
      source,
      ts_min: meta.ts_min,
      ts: meta.ts,
      updated_at: meta.built_at,
      months: [],
    })),
  }
}

export async function writeFreshness(store: Analytics, freshness: Freshness, db = DB): Promise<void> {
  await store.insert(`${db}.meta`, [{ key: KEY, value: JSON.stringify(freshness) }])
}

function everySource(): { kind: SourceFreshness['kind']; source: string }[] {
  return [
    ...SOURCES.map((source) => ({ kind: 'sales' as const, source })),
    ...SOCIAL_PLATFORMS.map((source) => ({ kind: 'social' as const, source })),
  ]
}

/** Months the generated data holds per social platform (the platforms start at different times in real data). */
export async function socialRanges(store: Analytics, db = DB): Promise<Map<string, { ts_min: string; ts: string }>> {
  const rows = await store.rows<{ p: string; lo: string; hi: string }>(
    `SELECT social_plat AS p, formatDateTime(min(month), '%Y-%m') AS lo, formatDateTime(max(month), '%Y-%m') AS hi
     FROM ${db}.social WHERE volume > 0 GROUP BY social_plat`,
  )
  return new Map(rows.map((r) => [r.p, { ts_min: r.lo, ts: r.hi }]))
}

/**
 * The generated data's freshness, as a real feed reports it: a marketplace's latest month is
 * estimated (extrapolated from the orders seen so far; late orders and refunds revise it), a
 * social platform's latest month partial (posts of the month are still being crawled). Every
 * earlier month is complete.
 */
export function generatedFreshness(o: {
  tsMin: string
  ts: string
  builtAt: string
  social: Map<string, { ts_min: string; ts: string }>
}): Freshness {
  return {
    sources: everySource().map(({ kind, source }) => {
      const range = kind === 'sales' ? { ts_min: o.tsMin, ts: o.ts } : (o.social.get(source) ?? { ts_min: o.tsMin, ts: o.ts })
      const status: MarkedMonth['status'] = kind === 'sales' ? 'estimated' : 'partial'
      return { kind, source, ...range, updated_at: o.builtAt, months: [{ month: range.ts, status }] }
    }),
  }
}

/**
 * The freshness after an import delivered `imported` months of some sources at `now`: each such
 * source was updated now; a delivered month is complete again, except the current month (in
 * Asia/Shanghai), which is still being collected (partial). Other sources are as they were.
 */
export function importedFreshness(
  before: Freshness,
  imported: { kind: SourceFreshness['kind']; source: string; months: string[] }[],
  now: string,
  currentMonth: string,
): Freshness {
  return {
    sources: before.sources.map((s) => {
      const delivered = imported.find((i) => i.kind === s.kind && i.source === s.source)?.months ?? []
      if (!delivered.length) return s
      const got = new Set(delivered)
      const months = [
        ...s.months.filter((m) => !got.has(m.month)),
        ...delivered.filter((m) => m >= currentMonth).map((month): MarkedMonth => ({ month, status: 'partial' })),
      ].sort((a, b) => a.month.localeCompare(b.month))
      const sorted = [...delivered].sort()
      return {
        ...s,
        ts_min: sorted[0] < s.ts_min ? sorted[0] : s.ts_min,
        ts: sorted[sorted.length - 1] > s.ts ? sorted[sorted.length - 1] : s.ts,
        updated_at: now,
        months,
      }
    }),
  }
}
