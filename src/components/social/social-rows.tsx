import { View } from '@tarojs/components'
import type { SocialRankRow } from '../../../types'
import { socialLeaders } from '../../domain/social-row'
import type { FollowedState } from '../concept/use-followed'
import { FollowButton } from '../follow/FollowButton'
import { RankingCompare } from '../compare/RankingCompare'
import { LeadersToggle } from './LeadersToggle'
import { SocialLeaders } from './SocialLeaders'

/**
 * The follow heart of a social row. A concept is followed on an e-commerce platform in a category
 * (POST /api/marked, types/follow.ts); the social groups are Taobao/Tmall categories, so a row is followed as
 * the concept on Taobao/Tmall ('all') in the ranking's category — which the model allows only when
 * the ranking has one (a list of every concept has no category: no heart).
 */
export interface SocialFollow {
  /** the ranking's category; 0 or null: every concept, nothing to follow in */
  categoryId: number | null
  /** whether a row is followed (null: not known yet, the heart's place kept empty; undefined: the heart checks) */
  followed(row: SocialRankRow): FollowedState
}

/** What the table and the cards both take. */
export interface SocialRowsProps {
  rows: SocialRankRow[]
  /** opens the concept's detail (/detail with word1 and social_plat) */
  onOpen(row: SocialRankRow): void
  /** the answer carries e-commerce sales: show them beside the volume */
  showSales: boolean
  follow: SocialFollow
  leaders: LeadersState
}

/** Which row shows its top-10 talents and brands (one at a time). */
export interface LeadersState {
  /** the word whose lists are shown; null: none */
  open: string | null
  toggle(word: string): void
  /** the ranking is being asked again */
  loading: boolean
}

const regionId = (row: SocialRankRow) => `gr-leaders-${row.rank}`

/** The row's talents-and-brands button, when the answer has the lists. */
export function SocialRowToggle({ row, leaders }: { row: SocialRankRow; leaders: LeadersState }) {
  if (!socialLeaders(row)) return null
  return (
    <LeadersToggle word={row.word} open={leaders.open === row.word} controls={regionId(row)} onToggle={() => leaders.toggle(row.word)} />
  )
}

/** The row's top-10 talents and brands while its button is on; in a table, as a row of its own. */
export function SocialRowLeaders({ row, leaders, tableRow = false }: { row: SocialRankRow; leaders: LeadersState; tableRow?: boolean }) {
  const lists = socialLeaders(row)
  if (!lists || leaders.open !== row.word) return null
  const panel = <SocialLeaders id={regionId(row)} word={row.word} talents={lists.talents} brands={lists.brands} loading={leaders.loading} />
  if (!tableRow) return panel
  return (
    <View className='gr-table__row gr-table__row--leaders' role='row'>
      <View className='gr-table__td' role='cell'>
        {panel}
      </View>
    </View>
  )
}

export function SocialRowFollow({ row, follow }: { row: SocialRankRow; follow: SocialFollow }) {
  const state = follow.followed(row)
  if (!follow.categoryId) return null
  // the heart's place is kept while the follows load, so the row does not move when it comes
  if (state === null) return <View className='gr-follow-slot' aria-hidden />
  return <FollowButton compact word={row.word} plat='all' categoryId={follow.categoryId} knownFollowed={state ?? undefined} />
}

/** "+ 对比" of a social row: the concept as it is followed (on Taobao/Tmall, in the ranking's category). */
export function SocialRowCompare({ row, follow }: { row: SocialRankRow; follow: SocialFollow }) {
  if (!follow.categoryId) return null
  return <RankingCompare entry={{ word: row.word, plat: 'all', cid: String(follow.categoryId) }} />
}
