import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'
import { pressable } from './pressable'

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
  // each a button for the keyboard too; the one that cannot go further says so (and is left out of
  // the contrast rule, as an inactive control is)
  const button = (to: number, off: boolean, label: string, testId?: string) => (
    <View className={`gr-button${off ? ' gr-button--disabled' : ''}`} {...pressable(() => go(to))} aria-disabled={off} data-testid={testId}>
      {label}
    </View>
  )
  return (
    <View className='gr-pager' data-testid='pager'>
      {button(page - 1, page <= 1, t('concept.prev'), 'pager-prev')}
      <Text className='gr-pager__info'>{t('concept.page', { page, pages })}</Text>
      {button(page + 1, page >= pages, t('concept.next'), 'pager-next')}
    </View>
  )
}
