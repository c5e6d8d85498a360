import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { ConceptRankRow } from '../../../types'
import { currencyOf } from '../../domain/format'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { RankingPanel } from '../ranking/RankingPanel'
import { pressable } from '../widgets/pressable'
import { ConceptCards } from './ConceptCards'
import { ConceptFilters } from './ConceptFilters'
import { ConceptTable } from './ConceptTable'
import { useConceptData } from './use-concept-data'
import { useFollowed } from './use-followed'

/** Container of /concept: reads the session, fetches through useConceptData, renders the parts. */
export function ConceptScreen() {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const isMobile = useUserStore((s) => s.isMobile)
  const data = useConceptData(user)
  const { ranking } = data
  const currency = currencyOf(data.plat ?? 'all')
  const setHeaderFlags = useUserStore((s) => s.setHeaderFlags)
  // the header search (outside this screen) searches the platform shown here
  useEffect(() => setHeaderFlags({ searchPlat: data.plat }), [data.plat, setHeaderFlags])
  const isFollowed = useFollowed(Boolean(ranking))
  const followedRow = (row: ConceptRankRow) => (ranking ? isFollowed(ranking.plat, row.category_id, row.word) : undefined)

  // issue 7 §3: a row opens /detail for that concept, in the ranking's category and period
  const open = (row: ConceptRankRow) => {
    if (!ranking) return
    void navigate('detail', {
      word: row.word,
      plat: ranking.plat,
      cid: row.category_id,
      ts: ranking.end,
      is_multi_month: data.view.multi ? 1 : undefined,
    })
  }

  const rows = ranking && (isMobile
    ? <ConceptCards rows={ranking.rows} currency={currency} onOpen={open} plat={ranking.plat} followed={followedRow} minItems={ranking.min_items} />
    : <ConceptTable rows={ranking.rows} currency={currency} onOpen={open} plat={ranking.plat} followed={followedRow} minItems={ranking.min_items} />)

  return (
    <View className='gr-concept'>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t('concept.title')}</Text>
        <Text className='gr-concept__subtitle'>{t('concept.subtitle')}</Text>
      </View>
      {/* phones have no top header: the concept search is a page of its own */}
      {isMobile && (
        <View className='gr-search-entry' {...pressable(() => void navigate('search', { plat: data.plat ?? undefined }), 'link')} data-testid='search-entry'>
          <Text className='gr-search-entry__icon'>⌕</Text>
          <Text className='gr-muted'>{t('search.placeholder')}</Text>
        </View>
      )}
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
      <RankingPanel data={data} totalLabel={ranking ? t('concept.total', { total: ranking.total }) : ''}>
        {rows}
      </RankingPanel>
    </View>
  )
}
