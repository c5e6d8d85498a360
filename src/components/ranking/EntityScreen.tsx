import { Text, View } from '@tarojs/components'
import { currencyOf, formatMonth } from '../../domain/format'
import { entityDetailQuery } from '../../domain/entity-links'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { selectIsMiniProgram, useUserStore } from '../../store/user'
import { ConceptStatus } from '../concept/ConceptStatus'
import { MissingMonthsNote } from '../concept/MissingMonthsNote'
import { Pager } from '../concept/Pager'
import { useT } from '../hooks/use-t'
import { DownloadButton } from './DownloadButton'
import { EntityCards } from './EntityCards'
import { EntityFilters } from './EntityFilters'
import { EntityTable, type EntityRow } from './EntityTable'
import { useEntityRanking, type EntityKind } from './use-entity-ranking'

/** The screen of /brand or /category (issue 8 §1): reads the session, fetches the ranking, renders the parts. */
export interface EntityScreenProps {
  kind: EntityKind
}

export function EntityScreen({ kind }: EntityScreenProps) {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const userError = useUserStore((s) => s.error)
  const isMobile = useUserStore((s) => s.isMobile)
  const loadUser = useUserStore((s) => s.loadUser)
  // SPEC §6: "Download button visibility follows download"; "Mini-program users: downloads disabled"
  const mayDownload = useUserStore((s) => Boolean(s.user?.download) && !selectIsMiniProgram(s))
  const data = useEntityRanking(kind, user)
  const { ranking } = data
  const currency = currencyOf(data.plat ?? 'all')
  const open = (row: EntityRow) => ranking && void navigate('detail', entityDetailQuery(row, ranking, lang))

  let body
  if (userError) body = <ConceptStatus kind='error' error={userError} onRetry={() => void loadUser()} onLogin={goToLogin} />
  else if (data.phase === 'loading') body = <ConceptStatus kind='loading' />
  else if (data.phase === 'error') body = <ConceptStatus kind='error' error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  // issue 11 §1: a period whose base reaches before the data has no growth order, and says why
  else if (ranking && ranking.rows.length === 0 && ranking.missing_months.length > 0 && data.view.sort === 'growth') {
    body = <ConceptStatus kind='empty' title={t('concept.noGrowthTitle')} hint={t('concept.noGrowthHint')} />
  } else if (!ranking || ranking.rows.length === 0) {
    body = <ConceptStatus kind='empty' title={t(kind === 'brand' ? 'rankings.brandEmptyTitle' : 'rankings.categoryEmptyTitle')} hint={t('rankings.emptyHint')} />
  } else {
    const List = isMobile ? EntityCards : EntityTable
    body = <List kind={kind} rows={ranking.rows} currency={currency} onOpen={open} />
  }

  const ready = data.phase === 'ready' && ranking && ranking.rows.length > 0
  const category = ranking ? (lang === 'en' && ranking.category_name_en) || ranking.category_name : ''
  return (
    <View className='gr-concept gr-ranking' data-testid={`${kind}-screen`}>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t(kind === 'brand' ? 'rankings.brandTitle' : 'rankings.categoryTitle')}</Text>
        <Text className='gr-concept__subtitle'>{t(kind === 'brand' ? 'rankings.brandSubtitle' : 'rankings.categorySubtitle')}</Text>
      </View>
      <EntityFilters kind={kind} state={data} />
      <View className={`gr-panel${data.refreshing ? ' gr-panel--refreshing' : ''}`} aria-busy={data.refreshing}>
        {ready && (
          <View className='gr-panel__meta'>
            <Text>
              {ranking.start === ranking.end
                ? formatMonth(ranking.end, lang)
                : t('concept.period', { start: formatMonth(ranking.start, lang), end: formatMonth(ranking.end, lang) })}
            </Text>
            <Text className='gr-muted' data-testid='ranking-scope'>{t('rankings.within', { category })}</Text>
            <Text className='gr-muted'>{t(kind === 'brand' ? 'rankings.brandTotal' : 'rankings.categoryTotal', { total: ranking.total })}</Text>
            {ranking.partial && <Text className='gr-partial'>{t('concept.partial')}</Text>}
            {mayDownload && <DownloadButton query={data.request && { type: kind, ...data.request }} />}
          </View>
        )}
        {ranking && data.phase === 'ready' && <MissingMonthsNote months={ranking.missing_months} />}
        {body}
        {ready && <Pager page={ranking.page} pages={Math.max(1, Math.ceil(ranking.total / ranking.page_size))} onChange={(page) => data.update({ page })} />}
      </View>
    </View>
  )
}
