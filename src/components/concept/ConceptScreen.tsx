import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { currencyOf, formatMonth } from '../../domain/format'
import { monthRange } from '../../domain/months'
import { goToLogin } from '../../platform/login'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { ConceptCards } from './ConceptCards'
import { ConceptFilters } from './ConceptFilters'
import { ConceptStatus } from './ConceptStatus'
import { ConceptTable } from './ConceptTable'
import { Pager } from './Pager'
import { useConceptData } from './use-concept-data'

/** Container of /concept: reads the session, fetches through useConceptData, renders the parts. */
export function ConceptScreen() {
  const { t, lang } = useT()
  const user = useUserStore((s) => s.user)
  const userError = useUserStore((s) => s.error)
  const isMobile = useUserStore((s) => s.isMobile)
  const loadUser = useUserStore((s) => s.loadUser)
  const data = useConceptData(user)
  const { meta, selection, ranking } = data

  const months = useMemo(() => (meta ? monthRange(meta.time.ts_min, meta.time.ts).reverse() : []), [meta])
  const pages = ranking ? Math.max(1, Math.ceil(ranking.total / ranking.page_size)) : 1

  let body
  if (userError) body = <ConceptStatus kind='error' error={userError} onRetry={() => void loadUser()} onLogin={goToLogin} />
  else if (!user || data.phase === 'loading') body = <ConceptStatus kind='loading' />
  else if (data.phase === 'error') body = <ConceptStatus kind='error' error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  else if (!ranking || ranking.rows.length === 0) body = <ConceptStatus kind='empty' />
  else body = isMobile ? <ConceptCards rows={ranking.rows} currency={currencyOf(data.plat ?? 'all')} /> : <ConceptTable rows={ranking.rows} currency={currencyOf(data.plat ?? 'all')} />

  return (
    <View className='gr-concept'>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t('concept.title')}</Text>
        <Text className='gr-concept__subtitle'>{t('concept.subtitle')}</Text>
      </View>
      <ConceptFilters
        platforms={data.platforms}
        plat={data.plat}
        months={months}
        ts={selection?.ts ?? null}
        multi={selection?.multi ?? false}
        categories={meta?.categories ?? []}
        cid={selection?.cid ?? null}
        loadingCategories={!meta && data.phase === 'loading'}
        onPlatform={data.choosePlatform}
        onMonth={(ts) => data.update({ ts })}
        onMulti={(multi) => data.update({ multi })}
        onCategory={(cid) => data.update({ cid })}
      />
      <View className='gr-panel'>
        {ranking && data.phase === 'ready' && ranking.rows.length > 0 && (
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
        {body}
        {data.phase === 'ready' && ranking && ranking.rows.length > 0 && (
          <Pager page={ranking.page} pages={pages} onChange={(page) => data.update({ page })} />
        )}
      </View>
    </View>
  )
}
