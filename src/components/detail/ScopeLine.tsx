import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { ConceptScope } from '../../../types'
import { formatMonth } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { sourcesOf } from '../../domain/freshness'
import { FreshnessNote } from '../freshness/FreshnessNote'

/** The line above a panel: which period and categories the answer covers, whether the month is partial, and how fresh its data is. */
export interface ScopeLineProps {
  scope: ConceptScope
  /** what the panel adds on the right (a count, a hint) */
  extra?: ReactNode
}

export function ScopeLine({ scope, extra }: ScopeLineProps) {
  const { t, lang } = useT()
  const period =
    scope.start === scope.end
      ? formatMonth(scope.end, lang)
      : t('concept.period', { start: formatMonth(scope.start, lang), end: formatMonth(scope.end, lang) })
  const names = lang === 'en' ? scope.category_names_en : scope.category_names
  const categories = scope.all_categories || names.length === 0 ? t('detailTabs.allCategories') : names.join(' · ')
  return (
    <View className='gr-dtab__scope' data-testid='detail-scope'>
      <Text className='gr-strong'>{period}</Text>
      <Text className='gr-muted gr-dtab__cats'>{categories}</Text>
      {scope.partial && (
        <Text className='gr-partial' data-testid='partial-note'>
          {t('concept.partial')}
        </Text>
      )}
      {extra && <View className='gr-dtab__extra'>{extra}</View>}
      <FreshnessNote month={scope.end} sources={sourcesOf(scope.plat)} />
    </View>
  )
}
