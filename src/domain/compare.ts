// A comparison (/compare) being edited and shown: adding, moving and storing its concepts, and the
// table's figures, ranks and order. Its link is domain/compare-query.ts. Pure data and functions.
import type { CompareRow, GrowthLabel } from '../../types'
import { COMPARE_MAX_ITEMS } from './constants'
import { compareGrowth, isRankable } from './growth'
import { entryValue, parseCompareView, sameEntry, type CompareEntry, type CompareMetric } from './compare-query'

export * from './compare-query'

export type AddOutcome = 'added' | 'present' | 'full'

/** The list with `entry` added at the end, unless it is there already or the list holds 20. */
export function addEntry(list: readonly CompareEntry[], entry: CompareEntry): { list: CompareEntry[]; outcome: AddOutcome } {
  if (list.some((e) => sameEntry(e, entry))) return { list: [...list], outcome: 'present' }
  if (list.length >= COMPARE_MAX_ITEMS) return { list: [...list], outcome: 'full' }
  return { list: [...list, entry], outcome: 'added' }
}

/** The list with the entry at `index` moved by `delta` places (kept within the list). */
export function moveEntry(list: readonly CompareEntry[], index: number, delta: number): CompareEntry[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta))
  const next = [...list]
  const [moved] = next.splice(index, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}

/** The stored list of this device (storage text); anything unreadable is an empty comparison. */
export function parseStoredEntries(text: string | null | undefined): CompareEntry[] {
  if (!text) return []
  try {
    const values: unknown = JSON.parse(text)
    if (!Array.isArray(values)) return []
    return parseCompareView(Object.fromEntries(values.map((v, i) => [`c${i}`, String(v)]))).entries
  } catch {
    return []
  }
}

export function storedEntries(list: readonly CompareEntry[]): string {
  return JSON.stringify(list.slice(0, COMPARE_MAX_ITEMS).map(entryValue))
}

/** The table's figures of one answered concept for the metric: this month, its YoY %, the change and the label. */
export interface CompareFigures {
  current: number
  base: number | null
  yoy: number | null
  change: number | null
  label: GrowthLabel
}

export function figuresOf(row: CompareRow, metric: CompareMetric): CompareFigures | null {
  if (metric === 'social') {
    const v = row.social
    return v && v.error_code === 0 && v.volume !== null
      ? { current: v.volume, base: v.volume_base, yoy: v.yoy, change: v.change, label: v.label }
      : null
  }
  const s = row.search?.summary
  if (!s) return null
  return metric === 'sales'
    ? { current: s.sales, base: s.sales_base, yoy: s.sales_yoy, change: s.sales_change, label: s.label }
    : { current: s.volume, base: s.volume_base, yoy: s.volume_yoy, change: s.volume_change, label: s.label }
}

/**
 * Each row's rank among the compared concepts by growth of the metric (the rankings' one growth
 * order, domain/growth compareGrowth); a refused concept has none (null), and on sales neither has
 * one the growth rule does not rank (too small a base, too few items: docs/rules.md "Growth rule",
 * "Thin evidence"), as the rankings leave it out.
 */
export function growthRanks(rows: readonly CompareRow[], metric: CompareMetric): (number | null)[] {
  const answered = rows.flatMap((row, i) => {
    const f = figuresOf(row, metric)
    if (!f) return []
    const s = row.search
    if (metric === 'sales' && s && !isRankable(f.current, f.base, s.summary.items, s.min_items)) return []
    return [{ i, f }]
  })
  answered.sort((a, b) => compareGrowth({ current: a.f.current, base: a.f.base }, { current: b.f.current, base: b.f.base }) || a.i - b.i)
  const ranks: (number | null)[] = rows.map(() => null)
  answered.forEach((x, k) => {
    ranks[x.i] = k + 1
  })
  return ranks
}

export type CompareSortKey = 'order' | 'current' | 'yoy' | 'change' | 'rank'

/** Row indexes in the table's order: as the user arranged them, or by a column (refused rows last). */
export function sortedIndexes(rows: readonly CompareRow[], metric: CompareMetric, key: CompareSortKey, descending: boolean): number[] {
  const indexes = rows.map((_, i) => i)
  if (key === 'order') return indexes
  const ranks = growthRanks(rows, metric)
  const sortValue = (i: number): number | null => {
    if (key === 'rank') return ranks[i]
    const f = figuresOf(rows[i], metric)
    return f ? f[key] : null
  }
  return indexes.sort((a, b) => {
    const va = sortValue(a)
    const vb = sortValue(b)
    if (va === null || vb === null) return va === vb ? a - b : va === null ? 1 : -1
    return (descending ? vb - va : va - vb) || a - b
  })
}

/** The currencies of the answered concepts' sales: more than one means their sales are never added up. */
export function currenciesOf(rows: readonly CompareRow[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.search ? [r.search.currency] : [])))].sort()
}
