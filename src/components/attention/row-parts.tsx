// Pieces shared by the table and the cards of /myAttention.
import { Text, View } from '@tarojs/components'
import type { FollowItem } from '../../../types'
import { currencyOf, formatMoney } from '../../domain/format'
import { FollowButton } from '../follow/FollowButton'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { followPlatformLabel, type AttentionRow } from './attention-rows'

/** What a row needs besides its data: open the concept, and hear that it was unfollowed. */
export interface AttentionRowActions {
  onOpen(follow: FollowItem): void
  /** after the unfollow call succeeded: the row leaves the list */
  onUnfollowed(follow: FollowItem): void
}

/** The concept word as a link to its detail, with its category and platform below. */
export function ConceptCell({ follow, onOpen }: { follow: FollowItem; onOpen(follow: FollowItem): void }) {
  const { t, lang } = useT()
  const category = (lang === 'en' && follow.category_name_en) || follow.category_name
  const platform = followPlatformLabel(follow.platform, t)
  return (
    <View className='gr-attention__concept'>
      <View
        className='gr-word gr-attention__link'
        {...pressable(() => onOpen(follow), 'link')}
        aria-label={t('attention.open', { word: follow.word })}
      >
        {follow.word}
      </View>
      <Text className='gr-attention__where'>{`${category} · ${platform}`}</Text>
    </View>
  )
}

/** The row's sales, or why there are none (its own error, or a platform without figures). */
export function Sales({ row }: { row: AttentionRow }) {
  const { lang } = useT()
  const summary = row.figures?.summary
  if (!summary) return null
  return <Text className='gr-strong'>{formatMoney(summary.sales, lang, currencyOf(row.follow.platform))}</Text>
}

/** Shown instead of the figures when the row has none. */
export function NoFigures({ row }: { row: AttentionRow }) {
  const { t } = useT()
  if (row.figures && row.figures.errorCode !== 0) {
    return (
      <View className='gr-attention__row-error' role='note' data-testid='attention-row-error'>
        {t('attention.rowError', { message: row.figures.message || t('errors.generic') })}
      </View>
    )
  }
  return <Text className='gr-muted'>{t('attention.noFigures')}</Text>
}

export function hasFigures(row: AttentionRow): boolean {
  return Boolean(row.figures && row.figures.errorCode === 0 && row.figures.summary)
}

/** The filled heart: tapping it unfollows, and the row leaves once the server agreed. */
export function Unfollow({ follow, onUnfollowed }: { follow: FollowItem; onUnfollowed(follow: FollowItem): void }) {
  return (
    <FollowButton
      compact
      knownFollowed
      word={follow.word}
      plat={follow.platform}
      categoryId={follow.category_id}
      jdCat1={follow.jd_cat1}
      type={follow.type}
      onChange={(followed) => !followed && onUnfollowed(follow)}
    />
  )
}
