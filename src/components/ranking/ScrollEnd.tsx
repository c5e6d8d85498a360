import { Text } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/** The line under a ranking that grows as it scrolls (the mini-program): more coming, more below, or the end. */
export interface ScrollEndProps {
  /** a page is on its way */
  loading: boolean
  /** more rows than shown exist */
  hasMore: boolean
}

export function ScrollEnd({ loading, hasMore }: ScrollEndProps) {
  const { t } = useT()
  return (
    <Text className='gr-note gr-panel__end' data-testid='ranking-end'>
      {t(loading ? 'home.loadingMore' : hasMore ? 'rankings.scrollForMore' : 'home.noMore')}
    </Text>
  )
}
