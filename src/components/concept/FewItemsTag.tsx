import { Text } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/** "Thin evidence": a "few items" badge beside a word whose figures rest on fewer items than growth is ranked from. */
export interface FewItemsTagProps {
  /** distinct items behind the figures (item_count) */
  count: number
  /** the answer's min_items */
  min: number
}

export function FewItemsTag({ count, min }: FewItemsTagProps) {
  const { t } = useT()
  if (count >= min) return null
  return (
    <Text className='gr-tag gr-tag--few' data-testid='few-items'>
      {t('concept.fewItems', { count })}
    </Text>
  )
}
