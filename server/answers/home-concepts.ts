// One platform's top concepts as the mini-program's home lists them (its default category, the
// latest month, growth rows only), for the signed-in home (/api/mini_homepage) and the signed-out
// preview (/api/mini_preview) alike, so the two never show a concept differently.
import type { MiniHomepage, Plat } from '../../types'
import { currencyOf } from '../../src/domain/format'
import { changePercent, growthLabel } from '../../src/domain/growth'
import type { CategoryRecord } from '../analytics/catalog'
import type { AppContext } from '../context'
import { readRanking } from './concept-ranking'

export type HomeConceptGroup = MiniHomepage['concepts'][number]

/** The first `limit` growth rows of a category's ranking in the latest month. */
export async function homeConceptGroup(ctx: AppContext, plat: Plat, node: CategoryRecord, limit: number): Promise<HomeConceptGroup> {
  const rows = (await readRanking(ctx, plat, node.id, false, ctx.catalog.ts)).growth.slice(0, limit)
  return {
    plat,
    cid: node.id,
    category_name: node.name,
    category_name_en: node.nameEn,
    currency: currencyOf(plat),
    // growth rows only: their base holds data in every month (sql-rankings.ts), so it is known
    rows: rows.map((r, i) => ({
      rank: i + 1,
      word: r.word,
      sales: r.sales,
      sales_yoy: changePercent(r.sales, r.salesBase),
      label: growthLabel(r.sales, r.salesBase, r.itemCount, ctx.catalog.minItems),
      item_count: r.itemCount,
    })),
  }
}
