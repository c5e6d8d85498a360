import { Text, View } from '@tarojs/components'
import { useDeferredValue, useState } from 'react'
import type { SocialRankRow } from '../../../types'
import { formatMonth } from '../../domain/format'
import { showsSales } from '../../domain/social-row'
import { socialDetailQuery } from '../../domain/social-view'
import { pagesByScrolling, usePullRefresh, useReachEnd } from '../../platform/list-gestures'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { RANKING_SKELETON_ROWS } from '../../domain/constants'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { MissingMonthsNote } from '../widgets/MissingMonthsNote'
import { Pager } from '../widgets/Pager'
import { useFollowed } from '../concept/use-followed'
import { useT } from '../hooks/use-t'
import { sourcesOf } from '../../domain/freshness'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { useFreshnessSettled } from '../freshness/use-freshness'
import { pressable } from '../widgets/pressable'
import { ScrollEnd } from '../ranking/ScrollEnd'
import './social.scss'
import { SocialCards } from './SocialCards'
import { SocialFilters } from './SocialFilters'
import type { LeadersState, SocialFollow } from './social-rows'
import { SocialTable } from './SocialTable'
import { useSocialData } from './use-social-data'

/** Container of /social: reads the session, fetches through useSocialData, renders the parts. */
const NO_ROWS: never[] = []

export function SocialScreen() {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const userError = useUserStore((s) => s.error)
  const isMobile = useViewportStore((s) => s.isMobile)
  const loadUser = useUserStore((s) => s.loadUser)
  const data = useSocialData(user)
  const { ranking } = data
  usePullRefresh(data.refresh)
  useReachEnd(data.loadMore)
  const pages = ranking ? Math.max(1, Math.ceil(ranking.total / ranking.page_size)) : 1
  const isFollowed = useFollowed(Boolean(ranking?.cid))
  const follow: SocialFollow = {
    categoryId: ranking?.cid ?? null,
    followed: (row) => (ranking ? isFollowed('all', ranking.cid, row.word) : null),
  }

  // one concept's talents and brands at a time, on request: ten of each would push the ranking off screen
  const [openWord, setOpenWord] = useState<string | null>(null)
  const leaders: LeadersState = {
    open: openWord,
    toggle: (word) => setOpenWord((current) => (current === word ? null : word)),
    loading: data.refreshing,
  }

  // the social detail is /detail with word1 and social_plat (docs/screens.md); a category of the ranking goes along
  const open = (row: SocialRankRow) => {
    if (!ranking) return
    void navigate('detail', { ...socialDetailQuery(row.word, ranking.social_plat, ranking.ts), cid: ranking.cid || undefined })
  }

  const rows = ranking?.rows ?? []
  // the rows are drawn in a transition React splits into short tasks, so a phone stays responsive
  // while a page of them renders (Lighthouse's total blocking time); the panel around them is not held
  const drawnRows = useDeferredValue(ranking?.rows)
  // the answer waits for its freshness line, which sits above the rows and would push them down
  const fresh = useFreshnessSettled()
  const waiting = data.phase === 'loading' || (data.phase === 'ready' && !fresh)
  let body
  if (userError) body = <ConceptStatus kind='error' error={userError} onRetry={() => void loadUser()} onLogin={goToLogin} />
  else if (waiting) body = <ConceptStatus kind='loading' rows={RANKING_SKELETON_ROWS} />
  else if (data.phase === 'error') body = <ConceptStatus kind='error' error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  // a month whose base is before the platform's data has no growth order, and says why
  else if (rows.length === 0 && (ranking?.missing_months ?? []).length > 0 && data.view.sort === 'growth') {
    body = <ConceptStatus kind='empty' title={t('concept.noGrowthTitle')} hint={t('concept.noGrowthHint')} />
  } else if (rows.length === 0) body = <ConceptStatus kind='empty' title={t('social.emptyTitle')} hint={t('social.emptyHint')} />
  else {
    const props = { rows: drawnRows ?? NO_ROWS, onOpen: open, showSales: ranking ? showsSales(ranking) : false, follow, leaders }
    body = isMobile ? <SocialCards {...props} /> : <SocialTable {...props} />
  }

  const ready = data.phase === 'ready' && fresh && ranking && rows.length > 0
  // the pager waits for the rows being drawn, or it would show first and then jump down
  const rowsDrawn = Boolean(drawnRows)
  return (
    <View className='gr-concept gr-social'>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t('social.title')}</Text>
        <Text className='gr-concept__subtitle'>{t('social.subtitle')}</Text>
        {/* the concepts whose rising talk has led their sales before: where talk turns into sales next */}
        <View
          className='gr-button gr-social__signals'
          {...pressable(() => void navigate('earlySignals'), 'link')}
          data-testid='to-early-signals'
        >
          {t('menu.earlySignals')} →
        </View>
      </View>
      <SocialFilters
        socialPlat={data.socialPlat}
        months={data.months}
        ts={data.ts}
        cid={data.cid}
        sort={data.view.sort}
        onPlatform={(socialPlat) => data.update({ socialPlat })}
        onMonth={(ts) => data.update({ ts })}
        onCategory={(cid) => data.update({ cid })}
        onSort={(sort) => data.update({ sort })}
      />
      <View className={`gr-panel${data.refreshing ? ' gr-panel--refreshing' : ''}`} aria-busy={data.refreshing}>
        {ready && (
          <View className='gr-panel__meta'>
            <Text>
              {t('social.period', { plat: t(`detailTabs.socialPlat.${ranking.social_plat}`), month: formatMonth(ranking.ts, lang) })}
            </Text>
            {ranking.cid === 0 && <Text>{t('detailTabs.allCategories')}</Text>}
            <Text className='gr-muted'>{t('social.total', { total: ranking.total })}</Text>
          </View>
        )}
        {ready && (
          <View className='gr-panel__fresh'>
            <FreshnessNote month={ranking.ts} sources={sourcesOf(ranking.social_plat, true)} />
          </View>
        )}
        {ranking && data.phase === 'ready' && fresh && <MissingMonthsNote months={ranking.missing_months ?? []} />}
        {body}
        {ready &&
          rowsDrawn &&
          (pagesByScrolling ? (
            <ScrollEnd loading={data.refreshing} hasMore={data.hasMore} />
          ) : (
            <Pager page={ranking.page} pages={pages} onChange={(page) => data.update({ page })} />
          ))}
      </View>
    </View>
  )
}
