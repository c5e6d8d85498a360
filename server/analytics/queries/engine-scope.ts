// What every read of the engine execution shares (concept-engine.ts, engine-facets.ts): the read's
// facts as a WHERE clause over the matched items, the request's categories, each source's own
// permission list and the brand; the period's bounds as parameters; and the period and base sums.
import { DB, num } from '../client'
import { conceptCondition } from '../concept-sql'
import type { CategoryFilter, PeriodFigures, PeriodMonths } from './concept-facts'
import type { ReadScope } from './concept-reads'

type Params = Record<string, unknown>

/** A category filter as SQL over the facts' columns, its arrays bound as parameters named after `name`. */
function categorySql(c: CategoryFilter | null, name: string, params: Params): string {
  if (!c || c.all) return '1'
  params[`${name}_l1`] = c.l1
  params[`${name}_l2`] = c.l2
  params[`${name}_leaf`] = c.leaves
  return `(cat_l1 IN {${name}_l1:Array(UInt64)} OR cat_l2 IN {${name}_l2:Array(UInt64)} OR category_id IN {${name}_leaf:Array(UInt64)})`
}

export const date = (month: string) => `${month}-01`

/** Source i's brand filter: its own id of the brand asked, nothing where the brand does not sell. */
function brandSql(brands: readonly number[] | null, i: number, params: Params): string {
  const id = brands?.[i]
  if (id === undefined) return ''
  if (id < 0) return ' AND 0'
  params[`brand${i}`] = id
  return ` AND brand_id = {brand${i}:UInt32}`
}

/** The scope's facts as a WHERE clause (without months) and its parameters. */
export function scopeSql(scope: ReadScope): { where: string; params: Params } {
  const cond = conceptCondition(scope.concept.expr, 'title')
  const params: Params = { ...cond.params, srcs: [...scope.sources] }
  const own = scope.sources.map((source, i) => {
    params[`src${i}`] = source
    return `(platform = {src${i}:String} AND ${categorySql(scope.sourceCategories[i] ?? null, `own${i}`, params)}${brandSql(scope.brands, i, params)})`
  })
  const where = `platform IN {srcs:Array(String)}
    AND (platform, item_id) IN (SELECT platform, item_id FROM ${DB}.items WHERE platform IN {srcs:Array(String)} AND ${cond.sql})
    AND ${categorySql(scope.categories, 'asked', params)} AND (${own.join(' OR ')})`
  return { where, params }
}

export function periodParams(p: PeriodMonths): Params {
  return { ps: date(p.start), pe: date(p.end), bs: date(p.baseStart), be: date(p.baseEnd) }
}

export const IN_PERIOD = 'month BETWEEN {ps:Date} AND {pe:Date}'
export const IN_BASE = 'month BETWEEN {bs:Date} AND {be:Date}'
export const PERIOD_SUMS = `sumIf(sales, ${IN_PERIOD}) AS s, sumIf(sales, ${IN_BASE}) AS sb, sumIf(volume, ${IN_PERIOD}) AS v, sumIf(volume, ${IN_BASE}) AS vb`

export interface SumRow {
  s: unknown
  sb: unknown
  v: unknown
  vb: unknown
}
export const figuresOf = (r: SumRow): PeriodFigures => ({
  sales: num(r.s),
  sales_base: num(r.sb),
  volume: num(r.v),
  volume_base: num(r.vb),
})
