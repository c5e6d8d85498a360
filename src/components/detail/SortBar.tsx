import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { COMMODITY_SORT_KEYS, type CommoditySort, type CommoditySortKey } from './commodity-sort'

/** The sort choices of the item list: the active one shows its direction; choosing it again flips it. */
export interface SortBarProps {
  sort: CommoditySort
  onSort(by: CommoditySortKey): void
}

export function SortBar({ sort, onSort }: SortBarProps) {
  const { t } = useT()
  return (
    <View className='gr-dsort' role='group' aria-label={t('detailTabs.commodity.sortBy')} data-testid='sort-bar'>
      <Text className='gr-muted'>{t('detailTabs.commodity.sortBy')}</Text>
      {COMMODITY_SORT_KEYS.map((by) => {
        const on = sort.by === by
        const direction = sort.asc === 1 ? t('detailTabs.commodity.asc') : t('detailTabs.commodity.desc')
        return (
          <View
            key={by}
            {...pressable(() => onSort(by))}
            aria-pressed={on}
            aria-label={on ? `${t(`detailTabs.commodity.sort.${by}`)} ${direction}` : t(`detailTabs.commodity.sort.${by}`)}
            className={`gr-dsort__item${on ? ' gr-dsort__item--on' : ''}`}
            data-testid={`sort-${by}`}
          >
            {t(`detailTabs.commodity.sort.${by}`)}
            {on && <Text className='gr-dsort__dir'>{sort.asc === 1 ? ' ↑' : ' ↓'}</Text>}
          </View>
        )
      })}
    </View>
  )
}
