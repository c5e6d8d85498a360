// Where a row of /brand or /category leads ("links into /detail"): the detail of the
// row's concept word (the server's `word`: a brand's name, which its item titles carry, or the
// words of a category's titles) in the ranking's platform and period, with the brand (bid, bName:
// only its items, the brand tag) or the category (cid, cName: the category tag).
import type { BrandRankRow, CategoryRankRow, EntityRanking } from '../../types'
import type { Lang } from './constants'

type Period = Pick<EntityRanking<unknown>, 'plat' | 'cid' | 'start' | 'end'>

/** A category row's name in the user's language (a brand's name is the same in both). */
export function entityName(row: BrandRankRow | CategoryRankRow, lang: Lang): string {
  if ('brand_name' in row) return row.brand_name
  return (lang === 'en' && row.category_name_en) || row.category_name
}

/** The /detail query of a row: word, plat, cid, ts, is_multi_month, and bid/bName or cName (docs/screens.md). */
export function entityDetailQuery(
  row: BrandRankRow | CategoryRankRow,
  ranking: Period,
  lang: Lang,
): Record<string, string | number | undefined> {
  const period = { word: row.word, plat: ranking.plat, ts: ranking.end, is_multi_month: ranking.start === ranking.end ? undefined : 1 }
  if ('brand_id' in row) return { ...period, cid: ranking.cid, bid: row.brand_id, bName: row.brand_name }
  return { ...period, cid: row.category_id, cName: entityName(row, lang) }
}
