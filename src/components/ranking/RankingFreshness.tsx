import { View } from '@tarojs/components'
import { sourcesOf } from '../../domain/freshness'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { useFreshnessSettled } from '../freshness/use-freshness'

/**
 * How fresh a ranking's month is, under its period line. The mini-program's twin
 * (RankingFreshness.weapp.tsx) shows none: its ranking tab lives in the main package, which has no
 * room for it; its detail, social and compare pages (subpackages) say it.
 */
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
