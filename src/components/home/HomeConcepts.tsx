import { Text, View } from '@tarojs/components'
import type { MiniConceptRow, MiniHomepage, Plat } from '../../../types'
import { currencyOf, formatMoney } from '../../domain/format'
import { detailRouteOfPlat, rankingOfPlat } from '../../domain/mini-nav'
import { navigate } from '../../platform/navigation'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import type { FollowedState } from '../concept/use-followed'
import { FollowButton } from '../follow/FollowButton'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** The top concepts of each platform the user may see (/api/mini_homepage), each opening its detail. */
export interface HomeConceptsProps {
  groups: MiniHomepage['concepts']
  /** the month of the figures */
  ts: string
  /** whether a row is followed (null: not known yet or signed out, no heart; undefined: the heart checks) */
  followed(plat: Plat, cid: number, word: string): FollowedState
  /** what a row's tap does @default opens the concept's detail */
  onOpen?(row: MiniConceptRow): void
  /** what 查看更多 does @default opens the whole ranking */
  onMore?(plat: Plat, cid: number): void
}

function open(word: string, plat: Plat, cid: number, ts: string): void {
  void navigate(detailRouteOfPlat(plat), { word, plat, cid, ts })
}

// 查看更多: the whole ranking this top list is the head of
function openRanking(plat: Plat, cid: number): void {
  const { route, query } = rankingOfPlat(plat, cid)
  void navigate(route, query)
}

export function HomeConcepts({ groups, ts, followed, onOpen, onMore = openRanking }: HomeConceptsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-home__section' data-testid='home-concepts'>
      <Text className='gr-home__h'>{t('home.conceptsTitle')}</Text>
      <Text className='gr-home__hint'>{t('home.conceptsHint')}</Text>
      {groups.map((group) => (
        <View key={group.plat} className='gr-card gr-home__group'>
          <View className='gr-home__group-head'>
            <Text className='gr-home__plat'>{t(`platforms.${group.plat}`)}</Text>
            <Text className='gr-muted'>{(lang === 'en' && group.category_name_en) || group.category_name}</Text>
            <Text className='gr-home__more-link' {...pressable(() => onMore(group.plat, group.cid), 'link')} data-testid='home-see-more'>
              {t('home.seeMore')} ›
            </Text>
          </View>
          {group.rows.map((row) => (
            <View
              key={row.word}
              className='gr-home__row'
              {...pressable(() => (onOpen ? onOpen(row) : open(row.word, group.plat, group.cid, ts)), 'link')}
              data-testid='home-concept'
            >
              <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
              <View className='gr-home__row-word'>
                <Text className='gr-word'>{row.word}</Text>
                <GrowthTag label={row.label} />
              </View>
              <View className='gr-home__row-figures'>
                <Growth yoy={row.sales_yoy} currency={currencyOf(group.plat)} />
                <Text className='gr-note'>{formatMoney(row.sales, lang, currencyOf(group.plat))}</Text>
              </View>
              <RowHeart word={row.word} plat={group.plat} cid={group.cid} state={followed(group.plat, group.cid, row.word)} />
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

/** A row's follow heart, once the follows are known (a heart that flips after the list arrives would mislead). */
function RowHeart({ word, plat, cid, state }: { word: string; plat: Plat; cid: number; state: FollowedState }) {
  if (state === null) return null
  return <FollowButton compact word={word} plat={plat} categoryId={cid} knownFollowed={state} />
}
