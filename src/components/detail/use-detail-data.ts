// The detail tabs' data through the one data layer (src/data/use-api), a hook per tab as the ranking
// screens have theirs (concept/use-concept-data, social/use-social-data): the call, its cache key and
// the rows in the shape the tab shows them. A key names the call and the view (detailKey), so two
// panels asking the same thing share one answer.
import type { GrowthFigures, Month } from '../../../types'
import { getBrandCloud, getCategoryBreakdown, getCommodities, getDrivers } from '../../api/search'
import { useApi } from '../../data/use-api'
import type { Lang } from '../../domain/constants'
import { COMMODITY_PAGE_SIZE, type CommoditySort } from './commodity-sort'
import { searchDetail, socialVolumeOf } from './detail-fetch'
import { conceptQueryOf, detailKey, type DetailQuery } from './detail-query'
import type { ShareItem } from './ShareTable'

/** A share row as the share table shows it: its figures under the id, rank and name the tab gives it. */
function shareItem(row: GrowthFigures, id: number, rank: number, name: string): ShareItem {
  return {
    id,
    rank,
    name,
    sales: row.sales,
    volume: row.volume,
    sales_yoy: row.sales_yoy,
    sales_change: row.sales_change,
    label: row.label,
  }
}

/** The trend tab: the period's summary and 12 months of sales against a year earlier. */
export function useConceptTrend(query: DetailQuery) {
  return useApi(['search', detailKey(query)], () => searchDetail(query))
}

/** The concept's social volume on each social platform, 13 months to `ts`. */
export function useSocialVolume(word: string, ts: Month) {
  return useApi(['social-volume', word, ts], () => socialVolumeOf(word, ts))
}

/** The brand tab: the concept's top-10 brands. */
export function useBrandShares(query: DetailQuery) {
  const answer = useApi(['cloud', detailKey(query)], () => getBrandCloud(conceptQueryOf(query)))
  const items = (answer.data?.rows ?? []).map((row) => shareItem(row, row.brand_id, row.rank, row.name))
  return { answer, items }
}

/** The category tab: the concept's sales per child category, named in the app's language. */
export function useCategoryShares(query: DetailQuery, lang: Lang) {
  const answer = useApi(['ecloud', detailKey(query)], () => getCategoryBreakdown(conceptQueryOf(query)))
  // the answer lists every child category; those the concept never sold in, now or a year ago, are noise
  const items = (answer.data?.rows ?? [])
    .filter((row) => row.sales > 0 || (row.sales_base ?? 0) > 0)
    .map((row, i) => shareItem(row, row.category_id, i + 1, (lang === 'en' && row.name_en) || row.name))
  return { answer, items }
}

/** The drivers tab: the concept's change split by item age, category, brand and price band, and its related words. */
export function useDrivers(query: DetailQuery) {
  return useApi(['drivers', detailKey(query)], () => getDrivers(conceptQueryOf(query)))
}

/** The item tab: one page of the concept's items in the chosen order. */
export function useCommodityPage(query: DetailQuery, page: number, sort: CommoditySort) {
  return useApi(['itemcloud', detailKey(query), page, sort.by, sort.asc], () =>
    getCommodities({ ...conceptQueryOf(query), page, page_size: COMMODITY_PAGE_SIZE, sortby: sort.by, asc: sort.asc }),
  )
}
