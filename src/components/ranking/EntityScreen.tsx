import { Text, View } from '@tarojs/components'
import { currencyOf } from '../../domain/format'
import { entityDetailQuery } from '../../domain/entity-links'
import { navigate } from '../../platform/navigation'
import { selectIsMiniProgram, useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { DownloadButton } from './DownloadButton'
import { EntityCards } from './EntityCards'
import { EntityFilters } from './EntityFilters'
import { EntityTable, type EntityRow } from './EntityTable'
import { useEntityRanking, type EntityKind } from './use-entity-ranking'
import { RankingPanel } from './RankingPanel'

/** The screen of /brand or /category (issue 8 §1): reads the session, fetches the ranking, renders the parts. */
export interface EntityScreenProps {
  kind: EntityKind
}

export function EntityScreen({ kind }: EntityScreenProps) {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const isMobile = useUserStore((s) => s.isMobile)
  // SPEC §6: "Download button visibility follows download"; "Mini-program users: downloads disabled"
  const mayDownload = useUserStore((s) => Boolean(s.user?.download) && !selectIsMiniProgram(s))
  const data = useEntityRanking(kind, user)
  const { ranking } = data
  const currency = currencyOf(data.plat ?? 'all')
  const open = (row: EntityRow) => ranking && void navigate('detail', entityDetailQuery(row, ranking, lang))

  const List = isMobile ? EntityCards : EntityTable
  const rows = ranking && <List kind={kind} rows={ranking.rows} currency={currency} onOpen={open} />

  const category = ranking ? (lang === 'en' && ranking.category_name_en) || ranking.category_name : ''
  return (
    <View className='gr-concept gr-ranking' data-testid={`${kind}-screen`}>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t(kind === 'brand' ? 'rankings.brandTitle' : 'rankings.categoryTitle')}</Text>
        <Text className='gr-concept__subtitle'>{t(kind === 'brand' ? 'rankings.brandSubtitle' : 'rankings.categorySubtitle')}</Text>
      </View>
      <EntityFilters kind={kind} state={data} />
      <RankingPanel
        data={data}
        totalLabel={ranking ? t(kind === 'brand' ? 'rankings.brandTotal' : 'rankings.categoryTotal', { total: ranking.total }) : ''}
        meta={
          <>
            <Text className='gr-muted' data-testid='ranking-scope'>{t('rankings.within', { category })}</Text>
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
