import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { ConceptRanking, ConceptRankRow, Plat, RankingDownloadQuery } from '../../../types'
import type { ConceptView } from '../../domain/concept-view'
import { currencyOf } from '../../domain/format'
import { isMarketDenied, type OverseasMarket } from '../../domain/overseas'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useHeaderStore } from '../../store/header'
import { useViewportStore } from '../../store/viewport'
import { useT } from '../hooks/use-t'
import { DownloadButton, useMayDownload } from '../ranking/DownloadButton'
import { RankingPanel } from '../ranking/RankingPanel'
import { pressable } from '../widgets/pressable'
import { ConceptCards } from './ConceptCards'
import { ConceptFilters } from './ConceptFilters'
import { ConceptTable } from './ConceptTable'
import { PAGE_SIZE, useConceptData } from './use-concept-data'
import { useFollowed } from './use-followed'

/**
 * Container of /concept, and of the concepts tab of /ebay and /amazon (`market`: one source, its
 * own detail page, the screen's title above): reads the session, fetches through useConceptData,
 * renders the parts.
 */
export interface ConceptScreenProps {
  market?: OverseasMarket
}

export function ConceptScreen({ market }: ConceptScreenProps) {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const isMobile = useViewportStore((s) => s.isMobile)
  const mayDownload = useMayDownload()
  const data = useConceptData(user, market?.plat)
  const { ranking } = data
  const currency = ranking?.currency ?? currencyOf(data.plat ?? 'all')
  const denied = isMarketDenied(user, market)
  const setSearchScope = useHeaderStore((s) => s.setSearchScope)
  // the header search (outside this screen) searches the platform and category shown here (/concept's
  // platforms only): a word typed there is compared or opened in the ranking's category
  const searchPlat = market ? null : (data.plat as Plat | null)
  const searchCid = ranking && ranking.cid > 0 ? ranking.cid : null
  useEffect(() => setSearchScope(searchPlat, searchCid), [searchPlat, searchCid, setSearchScope])
  const isFollowed = useFollowed(Boolean(ranking))
  const followedRow = (row: ConceptRankRow) => (ranking ? isFollowed(ranking.plat, row.category_id, row.word) : undefined)

  // A row opens /detail (or the market's detail page) for that concept, in the ranking's category and period
  const open = (row: ConceptRankRow) => {
    if (!ranking) return
    void navigate(market?.detail ?? 'detail', {
      word: row.word,
      plat: ranking.plat,
      cid: row.category_id,
      ts: ranking.end,
      is_multi_month: data.view.multi ? 1 : undefined,
    })
  }

  const rows = (shown: ConceptRanking) =>
    isMobile ? (
      <ConceptCards
        rows={shown.rows}
        currency={currency}
        onOpen={open}
        plat={shown.plat}
        followed={followedRow}
        minItems={shown.min_items}
      />
    ) : (
      <ConceptTable
        rows={shown.rows}
        currency={currency}
        onOpen={open}
        plat={shown.plat}
        followed={followedRow}
        minItems={shown.min_items}
      />
    )

  return (
    <View className='gr-concept' data-testid='concept-screen'>
      {!market && (
        <View className='gr-concept__head'>
          <Text className='gr-concept__title'>{t('concept.title')}</Text>
          <Text className='gr-concept__subtitle'>{t('concept.subtitle')}</Text>
        </View>
      )}
      {/* phones have no top header: the concept search is a page of its own */}
      {isMobile && !market && (
        <View
          className='gr-search-entry'
          {...pressable(() => void navigate('search', { plat: data.plat ?? undefined }), 'link')}
          data-testid='search-entry'
        >
          <Text className='gr-search-entry__icon'>⌕</Text>
          <Text className='gr-muted'>{t('search.placeholder')}</Text>
        </View>
      )}
      {!denied && (
        <ConceptFilters
          platforms={data.platforms}
          plat={data.plat}
          months={data.months}
          ts={data.ts}
          multi={data.view.multi}
          cid={data.cid}
          sort={data.view.sort}
          onPlatform={data.choosePlatform}
          onMonth={(ts) => data.update({ ts })}
          onMulti={(multi) => data.update({ multi })}
          onCategory={(cid) => data.update({ cid })}
          onSort={(sort) => data.update({ sort })}
        />
      )}
      <RankingPanel
        data={data}
        plat={data.plat ?? undefined}
        totalLabel={ranking ? t('concept.total', { total: ranking.total }) : ''}
        // concepts download like brands and categories, wherever the session may download
        meta={mayDownload && <DownloadButton query={ranking ? conceptDownload(ranking, data.view) : null} />}
      >
        {rows}
      </RankingPanel>
    </View>
  )
}

/** The download of the ranking page shown. */
function conceptDownload(ranking: ConceptRanking, view: ConceptView): RankingDownloadQuery {
  const { plat, ts, cid, page } = ranking
  return { type: 'concept', plat, ts, cid, page, page_size: PAGE_SIZE, is_multi_month: view.multi ? 1 : 0, sortby: view.sort }
}
