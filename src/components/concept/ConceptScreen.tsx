import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { ConceptRankRow } from '../../../types'
import { currencyOf, formatMonth } from '../../domain/format'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { ConceptCards } from './ConceptCards'
import { ConceptFilters } from './ConceptFilters'
import { ConceptStatus } from './ConceptStatus'
import { ConceptTable } from './ConceptTable'
import { MissingMonthsNote } from './MissingMonthsNote'
import { Pager } from './Pager'
import { useConceptData } from './use-concept-data'
import { useFollowed } from './use-followed'

/** Container of /concept: reads the session, fetches through useConceptData, renders the parts. */
export function ConceptScreen() {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const userError = useUserStore((s) => s.error)
  const isMobile = useUserStore((s) => s.isMobile)
  const loadUser = useUserStore((s) => s.loadUser)
  const data = useConceptData(user)
  const { ranking } = data
  const pages = ranking ? Math.max(1, Math.ceil(ranking.total / ranking.page_size)) : 1
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

  let body
  if (userError) body = <ConceptStatus kind='error' error={userError} onRetry={() => void loadUser()} onLogin={goToLogin} />
  else if (data.phase === 'loading') body = <ConceptStatus kind='loading' />
  else if (data.phase === 'error') body = <ConceptStatus kind='error' error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  // issue 11 §1: a period whose base reaches before the data has no growth order, and says why
  else if (ranking && ranking.rows.length === 0 && ranking.missing_months.length > 0 && data.view.sort === 'growth') {
    body = <ConceptStatus kind='empty' title={t('concept.noGrowthTitle')} hint={t('concept.noGrowthHint')} />
  } else if (!ranking || ranking.rows.length === 0) body = <ConceptStatus kind='empty' />
  else if (isMobile) body = <ConceptCards rows={ranking.rows} currency={currency} onOpen={open} plat={ranking.plat} followed={followedRow} minItems={ranking.min_items} />
  else body = <ConceptTable rows={ranking.rows} currency={currency} onOpen={open} plat={ranking.plat} followed={followedRow} minItems={ranking.min_items} />

  const ready = data.phase === 'ready' && ranking && ranking.rows.length > 0
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
      <View className={`gr-panel${data.refreshing ? ' gr-panel--refreshing' : ''}`} aria-busy={data.refreshing}>
        {ready && (
          <View className='gr-panel__meta'>
            <Text>
              {ranking.start === ranking.end
                ? formatMonth(ranking.end, lang)
                : t('concept.period', { start: formatMonth(ranking.start, lang), end: formatMonth(ranking.end, lang) })}
            </Text>
            <Text className='gr-muted'>{t('concept.total', { total: ranking.total })}</Text>
            {ranking.partial && <Text className='gr-partial'>{t('concept.partial')}</Text>}
          </View>
        )}
        {ranking && data.phase === 'ready' && <MissingMonthsNote months={ranking.missing_months} />}
        {body}
        {ready && <Pager page={ranking.page} pages={pages} onChange={(page) => data.update({ page })} />}
      </View>
    </View>
  )
}
