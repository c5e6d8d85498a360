// The three detail pages are one screen over different data sources: /detail (the Chinese
// platforms), /ebayDetail (eBay) and /publicDetail (overseas marketplaces: Amazon). What differs is
// named here, so the screen, its tabs and its link read one value instead of testing the route.
import type { CatalogPlat } from '../../types'
import { PLATFORMS } from './constants'
import type { TrendTabName } from './detail-params'

export type DetailRoute = 'detail' | 'ebayDetail' | 'publicDetail'

export interface DetailSource {
  route: DetailRoute
  /** the platforms the page shows; a link naming another one shows the first */
  plats: readonly CatalogPlat[]
  /** each page's trend tab, under the name its saved tab state uses */
  trendTab: TrendTabName
  /** the social volume chart: social volume is recorded for the Chinese social platforms only */
  social: boolean
  /** a concept the page's titles match, to suggest when none is chosen: English titles overseas */
  example: string
}

export const DETAIL_SOURCES: Record<DetailRoute, DetailSource> = {
  detail: { route: 'detail', plats: PLATFORMS, trendTab: 'TrendList', social: true, example: '连衣裙 not 儿童' },
  ebayDetail: { route: 'ebayDetail', plats: ['ebay'], trendTab: 'EbayTrendList', social: false, example: 'dress not kids' },
  publicDetail: { route: 'publicDetail', plats: ['gamazon'], trendTab: 'otherTrendList', social: false, example: 'dress not kids' },
}

/** The platform a page shows for its link's `plat`. */
export function sourcePlat(source: DetailSource, linked: CatalogPlat): CatalogPlat {
  return source.plats.includes(linked) ? linked : source.plats[0]
}
