import { View } from '@tarojs/components'
import type { CatalogPlat, Plat, RankingSort } from '../../../types'
import { DEEPEST_RANKED_LEVEL, RANKING_SORTS } from '../../domain/concept-view'
import { useT } from '../hooks/use-t'
import { CategoryPicker } from '../picker/CategoryPicker'
import { Dropdown } from '../widgets/Dropdown'
import { MonthSelect } from './MonthSelect'
import { Segmented } from '../widgets/Segmented'

/** Platform, month (+ one month / last three months) and category selects of /concept (no platform select where none is offered: /ebay, /amazon). */
export interface ConceptFiltersProps {
  platforms: Plat[]
  plat: CatalogPlat | null
  /** newest first */
  months: string[]
  ts: string | null
  multi: boolean
  cid: number | null
  sort: RankingSort
  onPlatform(plat: Plat): void
  onMonth(ts: string): void
  onMulti(multi: boolean): void
  onCategory(cid: number): void
  onSort(sort: RankingSort): void
}

export function ConceptFilters(props: ConceptFiltersProps) {
  const { t } = useT()
  return (
    <View className='gr-filters' data-testid='concept-filters'>
      {props.platforms.length > 0 && (
        <Dropdown<Plat>
          testId='plat-select'
          label={t('concept.platform')}
          value={props.plat as Plat | null}
          options={props.platforms.map((plat) => ({ value: plat, label: t(`platforms.${plat}`) }))}
          placeholder={t('placeholder.selectPlatform')}
          onChange={props.onPlatform}
        />
      )}
      <MonthSelect months={props.months} ts={props.ts} onChange={props.onMonth} />
      <Segmented<'one' | 'three'>
        testId='multi-month'
        value={props.multi ? 'three' : 'one'}
        options={[
          { value: 'one', label: t('concept.oneMonth') },
          { value: 'three', label: t('concept.lastThreeMonths') },
        ]}
        onChange={(value) => props.onMulti(value === 'three')}
      />
      {props.plat && (
        // the rankings are kept for level-1 and level-2 categories: the picker offers no deeper ones
        <CategoryPicker
          plat={props.plat}
          value={props.cid ? [props.cid] : []}
          maxLevel={DEEPEST_RANKED_LEVEL.concept}
          onChange={(ids) => ids[0] && props.onCategory(ids[0])}
          testId='category-select'
        />
      )}
      <Segmented<RankingSort>
        testId='sort'
        label={t('concept.sortBy')}
        value={props.sort}
        options={RANKING_SORTS.map((sort) => ({ value: sort, label: t(`concept.sort.${sort}`) }))}
        onChange={props.onSort}
      />
    </View>
  )
}
