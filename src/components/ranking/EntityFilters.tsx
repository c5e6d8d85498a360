import { View } from '@tarojs/components'
import type { EntityRankSort, Plat } from '../../../types'
import { DEEPEST_RANKED_LEVEL } from '../../domain/concept-view'
import { ENTITY_SORTS } from '../../domain/entity-view'
import { formatMonth } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { CategoryPicker } from '../picker/CategoryPicker'
import { Dropdown } from '../widgets/Dropdown'
import { Segmented } from '../widgets/Segmented'
import type { EntityKind, EntityRankingState } from './use-entity-ranking'

/**
 * Platform (where offered), month, one / three months, category and sort of /brand and /category: the view of
 * useEntityRanking and its two actions (a platform change resets the category: another platform has another tree).
 */
export interface EntityFiltersProps {
  kind: EntityKind
  state: Pick<EntityRankingState, 'platforms' | 'plat' | 'months' | 'ts' | 'cid' | 'view' | 'choosePlatform' | 'update'>
}

export function EntityFilters({ kind, state: p }: EntityFiltersProps) {
  const { t, lang } = useT()
  const periods = [
    { value: 'one' as const, label: t('concept.oneMonth') },
    { value: 'three' as const, label: t('concept.lastThreeMonths') },
  ]
  return (
    <View className='gr-filters' data-testid='entity-filters'>
      {p.platforms.length > 0 && (
        <Dropdown<Plat>
          testId='plat-select'
          label={t('concept.platform')}
          value={p.plat as Plat | null}
          placeholder={t('placeholder.selectPlatform')}
          options={p.platforms.map((value) => ({ value, label: t(`platforms.${value}`) }))}
          onChange={p.choosePlatform}
        />
      )}
      <Dropdown<string>
        testId='month-select'
        label={t('concept.month')}
        value={p.ts}
        placeholder={t('placeholder.selectMonth')}
        options={p.months.map((value) => ({ value, label: formatMonth(value, lang) }))}
        disabled={p.months.length === 0}
        onChange={(ts) => p.update({ ts })}
      />
      <Segmented
        testId='multi-month'
        value={p.view.multi ? 'three' : 'one'}
        options={periods}
        onChange={(value) => p.update({ multi: value === 'three' })}
      />
      {p.plat && (
        <CategoryPicker
          plat={p.plat}
          value={p.cid ? [p.cid] : []}
          maxLevel={DEEPEST_RANKED_LEVEL[kind]}
          testId='category-select'
          onChange={(ids) => ids[0] && p.update({ cid: ids[0] })}
        />
      )}
      <Segmented<EntityRankSort>
        testId='sort'
        label={t('concept.sortBy')}
        value={p.view.sort}
        options={ENTITY_SORTS.map((value) => ({ value, label: t(`concept.sort.${value}`) }))}
        onChange={(sort) => p.update({ sort })}
      />
    </View>
  )
}
