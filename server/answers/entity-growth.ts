// The growth figures and the two orders of a brand or category ranking, from monthly sales: the
// one growth definition of src/domain/growth.ts (base a year earlier, minimum base, 'new' and
// 'breakout' labels, new first then year-on-year % then sales), as the concept ranking applies it.
import type { EntityRankFigures, EntityRankSort, Month } from '../../types'
import { absoluteChange, changePercent, compareGrowth, growthLabel, isRankable } from '../../src/domain/growth'
import { monthRange, sameMonthLastYear } from '../../src/domain/months'

/** The months one ranking reads: the period, its base a year earlier, and the 12-month trend. */
export interface RankingMonths {
  start: Month
  end: Month
  trend: Month[]
  /** the data's first month: a base reaching before it is unknown and a trend month before it a gap (null), not 0 */
  dataFrom: Month
}

/** A ranked row's figures before it has a rank and a /detail word. */
export type EntityGrowth<Id> = Omit<EntityRankFigures, 'rank' | 'word'> & {
  id: Id
  /** the name both orders break ties with */
  name: string
}

/** The first and last month to read for a period and its trend (the base lies 12 months before the period). */
export function monthsToRead(m: RankingMonths): { from: Month; to: Month } {
  const from = [sameMonthLastYear(m.start), m.trend[0]].sort()[0]
  return { from, to: m.end }
}

const ym = (month: Month) => Number(month.replace('-', ''))

/**
 * Sums monthly rows into one growth row per entity. `idOf` maps a row to its entity (several rows
 * of several sources may share one: a brand on a combined platform, the leaves of a child category);
 * a row mapped to undefined is left out.
 */
export function growthRows<Row extends { ym: number; sales: number }, Id>(
  rows: Row[],
  m: RankingMonths,
  idOf: (row: Row) => { id: Id; key: string; name: string } | undefined,
): EntityGrowth<Id>[] {
  const period = new Set(monthRange(m.start, m.end).map(ym))
  const base = new Set(monthRange(sameMonthLastYear(m.start), sameMonthLastYear(m.end)).map(ym))
  const trendAt = new Map(m.trend.map((month, i) => [ym(month), i]))
  const out = new Map<string, { id: Id; name: string; sales: number; base: number; trend: number[] }>()
  for (const row of rows) {
    const who = idOf(row)
    if (!who) continue
    let e = out.get(who.key)
    if (!e) out.set(who.key, (e = { id: who.id, name: who.name, sales: 0, base: 0, trend: m.trend.map(() => 0) }))
    if (period.has(row.ym)) e.sales += row.sales
    if (base.has(row.ym)) e.base += row.sales
    const i = trendAt.get(row.ym)
    if (i !== undefined) e.trend[i] += row.sales
  }
  const baseKnown = sameMonthLastYear(m.start) >= m.dataFrom
  return [...out.values()]
    .filter((e) => e.sales > 0 || e.base > 0)
    .map((e) => {
      const salesBase = baseKnown ? e.base : null
      return {
        id: e.id,
        name: e.name,
        sales: e.sales,
        sales_base: salesBase,
        sales_yoy: changePercent(e.sales, salesBase),
        sales_change: absoluteChange(e.sales, salesBase),
        label: growthLabel(e.sales, salesBase),
        trend: e.trend.map((v, i) => (m.trend[i] < m.dataFrom ? null : v)),
      }
    })
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * growth: the rankable rows (isRankable) by compareGrowth; sales: every row, largest first.
 * Ties go by name so that pages never overlap.
 */
export function orderRows<T extends EntityGrowth<unknown>>(rows: T[], sort: EntityRankSort): T[] {
  if (sort === 'sales') return [...rows].sort((a, b) => b.sales - a.sales || byName(a, b))
  return rows
    .filter((r) => isRankable(r.sales, r.sales_base))
    .sort((a, b) => compareGrowth({ current: a.sales, base: a.sales_base }, { current: b.sales, base: b.sales_base }) || byName(a, b))
}
