import { Text, View } from '@tarojs/components'
import { useDeferredValue, type ReactNode } from 'react'
import type { ConceptRanking } from '../../../types'
import type { ApiError } from '../../api/errors'
import { formatMonth } from '../../domain/format'
import { pagesByScrolling, usePullRefresh, useReachEnd } from '../../platform/list-gestures'
import { goToLogin } from '../../platform/login'
import { selectIsFree, useUserStore } from '../../store/user'
import { RANKING_SKELETON_ROWS } from '../../domain/constants'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { MissingMonthsNote } from '../widgets/MissingMonthsNote'
import { Pager } from '../widgets/Pager'
import { useT } from '../hooks/use-t'
import { ScrollEnd } from './ScrollEnd'
import { RankingFreshness, useRankingFreshnessSettled } from './RankingFreshness'
import { ERROR_CODES } from '../../../types/envelope'

/** The page of a ranking a panel frames: its period, size and completeness (every ranking answer has them). */
export type RankingFrame = Pick<ConceptRanking, 'start' | 'end' | 'partial' | 'missing_months' | 'total' | 'page' | 'page_size'> & {
  rows: unknown[]
}

/** What the panel needs of a screen's data (useRankingView). */
export interface RankingPanelData<R extends RankingFrame = RankingFrame> {
  ranking: R | undefined
  phase: 'loading' | 'error' | 'ready'
  error: ApiError | null | undefined
  /** a new page or sort is on its way while the previous rows stay on screen (dimmed) */
  refreshing: boolean
  view: { sort: string }
  /** the month the link asked for, when another is shown in its place */
  askedMonth?: string | null
  retry(): void
  update(patch: { page: number }): void
  /** more rows than shown, asked at the bottom on a phone (pagesByScrolling) */
  hasMore: boolean
  loadMore(): void
  /** a pull-down asks the view again */
  refresh(): Promise<unknown>
}

/**
 * The panel around a ranking's rows on /concept, /brand and /category: the period and count above,
 * the months without data, the rows (`children`, drawn only when there are rows) or the state that
 * says what is going on in their place, and the pager.
 */
export interface RankingPanelProps<R extends RankingFrame> {
  data: RankingPanelData<R>
  /** "N concepts", "N brands" … */
  totalLabel: string
  /** what a screen adds to the line above the rows (the scope, the download) */
  meta?: ReactNode
  /** the empty state's own words, where a screen has them */
  empty?: { title: string; hint: string }
  /** the platform ranked: its sources say how fresh the month is */
  plat?: string
  /** the rows of a ranking answer */
  children(ranking: R): ReactNode
}

export function RankingPanel<R extends RankingFrame>({ data, totalLabel, meta, empty, plat, children }: RankingPanelProps<R>) {
  const { t, lang } = useT()
  const userError = useUserStore((s) => s.error)
  const loadUser = useUserStore((s) => s.loadUser)
  const isFree = useUserStore(selectIsFree)
  const { ranking, phase } = data
  usePullRefresh(data.refresh)
  useReachEnd(data.loadMore)
  // a ranked platform's answer waits for its freshness line, which sits above the rows
  const fresh = useRankingFreshnessSettled() || !plat
  const ready = phase === 'ready' && fresh
  const waiting = phase === 'loading' || (phase === 'ready' && !fresh)
  const shown = ready && ranking && ranking.rows.length > 0 ? ranking : null

  // the rows are drawn in a transition React splits into short tasks, so a phone stays responsive
  // while a page of them renders (Lighthouse's total blocking time); the pager waits for them, or it
  // would show first and then jump down
  const drawn = useDeferredValue(ranking)
  let body: ReactNode = drawn ? children(drawn) : null
  if (userError) body = <ConceptStatus kind='error' error={userError} onRetry={() => void loadUser()} onLogin={goToLogin} />
  else if (waiting) body = <ConceptStatus kind='loading' rows={RANKING_SKELETON_ROWS} />
  // -403: the category or source is not in the user's version, which says so rather than "could not be loaded"
  else if (phase === 'error') {
    const title = data.error?.code === ERROR_CODES.noPermission ? t('state.forbiddenTitle') : undefined
    body = <ConceptStatus kind='error' title={title} error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  }
  // A period whose base reaches before the data has no growth order, and says why
  else if (ranking && ranking.rows.length === 0 && ranking.missing_months.length > 0 && data.view.sort === 'growth') {
    body = <ConceptStatus kind='empty' title={t('concept.noGrowthTitle')} hint={t('concept.noGrowthHint')} />
  } else if (!shown) body = <ConceptStatus kind='empty' title={empty?.title} hint={empty?.hint} />

  return (
    <View className={`gr-panel${data.refreshing ? ' gr-panel--refreshing' : ''}`} aria-busy={data.refreshing}>
      {shown && (
        <View className='gr-panel__meta'>
          <Text>
            {shown.start === shown.end
              ? formatMonth(shown.end, lang)
              : t('concept.period', { start: formatMonth(shown.start, lang), end: formatMonth(shown.end, lang) })}
          </Text>
          {meta}
          <Text className='gr-muted'>{totalLabel}</Text>
          {shown.partial && <Text className='gr-partial'>{t('concept.partial')}</Text>}
        </View>
      )}
      {shown && plat && <RankingFreshness month={shown.end} plat={plat} />}
      {shown && data.askedMonth && (
        <View className='gr-panel__moved' role='status' data-testid='month-moved'>
          {t(isFree ? 'concept.monthOutsideVersion' : 'concept.monthOutsideData', {
            asked: askedLabel(data.askedMonth, lang),
            shown: formatMonth(shown.end, lang),
          })}
        </View>
      )}
      {ranking && ready && <MissingMonthsNote months={ranking.missing_months} />}
      {body}
      {shown &&
        drawn &&
        (pagesByScrolling ? (
          <ScrollEnd loading={data.refreshing} hasMore={data.hasMore} />
        ) : (
          <Pager
            page={shown.page}
            pages={Math.max(1, Math.ceil(shown.total / shown.page_size))}
            onChange={(page) => data.update({ page })}
          />
        ))}
    </View>
  )
}

// a link can carry anything: a month that is not one is shown as it was written
function askedLabel(asked: string, lang: 'zh' | 'en'): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? formatMonth(asked, lang) : asked
}
