import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/** Previous / next paging with the page count. */
export interface PagerProps {
  /** 1-based */
  page: number
  pages: number
  onChange(page: number): void
}

export function Pager({ page, pages, onChange }: PagerProps) {
  const { t } = useT()
  if (pages <= 1) return null
  const go = (next: number) => next >= 1 && next <= pages && next !== page && onChange(next)
  return (
    <View className='gr-pager' data-testid='pager'>
      <View className={`gr-button${page <= 1 ? ' gr-button--disabled' : ''}`} onClick={() => go(page - 1)}>
        {t('concept.prev')}
      </View>
      <Text className='gr-pager__info'>{t('concept.page', { page, pages })}</Text>
      <View className={`gr-button${page >= pages ? ' gr-button--disabled' : ''}`} onClick={() => go(page + 1)} data-testid='pager-next'>
        {t('concept.next')}
      </View>
    </View>
  )
}
