import { Text, View } from '@tarojs/components'
import { currencyOf } from '../../domain/format'
import { entityDetailQuery } from '../../domain/entity-links'
import { isMarketDenied, type OverseasMarket } from '../../domain/overseas'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { useT } from '../hooks/use-t'
import { DownloadButton, useMayDownload } from './DownloadButton'
import { EntityCards } from './EntityCards'
import { EntityFilters } from './EntityFilters'
import { EntityTable, type EntityRow } from './EntityTable'
import { useEntityRanking, type EntityKind } from './use-entity-ranking'
import { RankingPanel } from './RankingPanel'

/**
 * The screen of /brand or /category, and the brands and categories tabs of /ebay and
 * /amazon (`market`: one source, its own detail page, the screen's title above): reads the session,
 * fetches the ranking, renders the parts.
 */
export interface EntityScreenProps {
  kind: EntityKind
  market?: OverseasMarket
}

export function EntityScreen({ kind, market }: EntityScreenProps) {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const isMobile = useViewportStore((s) => s.isMobile)
  const mayDownload = useMayDownload()
  const data = useEntityRanking(kind, user, market?.plat)
  const { ranking } = data
  const currency = ranking?.currency ?? currencyOf(data.plat ?? 'all')
  const denied = isMarketDenied(user, market)
  const open = (row: EntityRow) => ranking && void navigate(market?.detail ?? 'detail', entityDetailQuery(row, ranking, lang))

  const List = isMobile ? EntityCards : EntityTable
  const rows = (shown: NonNullable<typeof ranking>) => <List kind={kind} rows={shown.rows} currency={currency} onOpen={open} />

  const category = ranking ? (lang === 'en' && ranking.category_name_en) || ranking.category_name : ''
  return (
    <View className='gr-concept gr-ranking' data-testid={`${kind}-screen`}>
      {!market && (
        <View className='gr-concept__head'>
          <Text className='gr-concept__title'>{t(kind === 'brand' ? 'rankings.brandTitle' : 'rankings.categoryTitle')}</Text>
          <Text className='gr-concept__subtitle'>{t(kind === 'brand' ? 'rankings.brandSubtitle' : 'rankings.categorySubtitle')}</Text>
        </View>
      )}
      {!denied && <EntityFilters kind={kind} state={data} />}
      <RankingPanel
        data={data}
        plat={data.plat ?? undefined}
        totalLabel={ranking ? t(kind === 'brand' ? 'rankings.brandTotal' : 'rankings.categoryTotal', { total: ranking.total }) : ''}
        meta={
          <>
            <Text className='gr-muted' data-testid='ranking-scope'>
              {t('rankings.within', { category })}
            </Text>
            {mayDownload && <DownloadButton query={data.request && { type: kind, ...data.request }} />}
          </>
        }
        empty={{ title: t(kind === 'brand' ? 'rankings.brandEmptyTitle' : 'rankings.categoryEmptyTitle'), hint: t('rankings.emptyHint') }}
      >
        {rows}
      </RankingPanel>
    </View>
  )
}
