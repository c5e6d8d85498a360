import { Text, View } from '@tarojs/components'
import type { MiniHomepage } from '../../../types'
import { getMiniHomepage } from '../../api/social'
import { useApi } from '../../data/use-api'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** At most this many hot words: one row or two on a phone. */
const SHOWN = 10

/** The top concepts of every platform on home (/api/mini_homepage), each word once, in home's order. */
export function hotWordsOf(home: MiniHomepage): string[] {
  return [...new Set(home.concepts.flatMap((group) => group.rows.map((row) => row.word)))].slice(0, SHOWN)
}

/** The search page's hot words: a tap searches the word. */
export interface HotWordsProps {
  onPick(word: string): void
}

export function HotWords({ onPick }: HotWordsProps) {
  const { t } = useT()
  // the key home uses: in the mini-program the words are already there when the search page opens
  const home = useApi<MiniHomepage>(['mini-homepage'], () => getMiniHomepage())
  const words = home.data ? hotWordsOf(home.data) : []
  if (words.length === 0) return null
  return (
    <View className='gr-search-page__recent' data-testid='hot-words'>
      <View className='gr-search-page__recent-head'>
        <Text className='gr-strong'>{t('search.hot')}</Text>
      </View>
      {words.map((word) => (
        <View key={word} className='gr-chip' {...pressable(() => onPick(word), 'button')} aria-label={t('search.hotPick', { word })}>
          {word}
        </View>
      ))}
    </View>
  )
}
