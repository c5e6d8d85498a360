import { View } from '@tarojs/components'
import type { SocialPlat } from '../../../types'
import { SOCIAL_PLATFORMS } from '../../domain/constants'
import { SOCIAL_SORTS, type SocialSort } from '../../domain/social-view'
import { useT } from '../hooks/use-t'
import { MonthSelect } from '../concept/MonthSelect'
import { CategoryPicker } from '../picker/CategoryPicker'
import { Segmented } from '../widgets/Segmented'

/** Social platform, month, category (the social tree, social_cat_list of the category permissions) and sort of /social. */
export interface SocialFiltersProps {
  socialPlat: SocialPlat
  /** the months with data, newest first */
  months: string[]
  ts: string | null
  cid: number | null
  sort: SocialSort
  onPlatform(plat: SocialPlat): void
  onMonth(ts: string): void
  onCategory(cid: number): void
  onSort(sort: SocialSort): void
}

export function SocialFilters(props: SocialFiltersProps) {
  const { t } = useT()
  return (
    <View className='gr-filters' data-testid='social-filters'>
      <Segmented<SocialPlat>
        testId='social-plat'
        label={t('social.platform')}
        value={props.socialPlat}
        options={SOCIAL_PLATFORMS.map((plat) => ({ value: plat, label: t(`detailTabs.socialPlat.${plat}`) }))}
        onChange={props.onPlatform}
      />
      <MonthSelect months={props.months} ts={props.ts} onChange={props.onMonth} />
      <CategoryPicker
        plat='social'
        value={props.cid ? [props.cid] : []}
        onChange={(ids) => ids[0] && props.onCategory(ids[0])}
        testId='category-select'
      />
      <Segmented<SocialSort>
        testId='sort'
        label={t('concept.sortBy')}
        value={props.sort}
        options={SOCIAL_SORTS.map((sort) => ({ value: sort, label: t(`social.sort.${sort}`) }))}
        onChange={props.onSort}
      />
    </View>
  )
}
