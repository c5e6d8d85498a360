import { View } from '@tarojs/components'
import { sourcesOf } from '../../domain/freshness'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { useFreshnessSettled } from '../freshness/use-freshness'

/** How fresh a ranking's month is, under its period line: on H5 and in the mini-program alike. */
export function RankingFreshness({ month, plat }: { month: string; plat: string }) {
  return (
    <View className='gr-panel__fresh'>
      <FreshnessNote month={month} sources={sourcesOf(plat)} />
    </View>
  )
}

/**
 * Whether the panel may show a ranking: its freshness line is drawn with the rows, not a render
 * after them, or the rows would move down under the reader when the line fills in.
 */
export function useRankingFreshnessSettled(): boolean {
  return useFreshnessSettled()
}
