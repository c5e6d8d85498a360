import { Text, View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { FollowPlat, FollowType } from '../../../types'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { followWord } from './follow-request'
import { useFollow } from './use-follow'

/** The follow heart of a concept (the detail header, the concept lists and /myAttention). */
export interface FollowButtonProps {
  /** the concept word as shown; one pair of surrounding quotes is stripped before the calls */
  word: string
  /** an e-commerce platform, or 'ebay' */
  plat: FollowPlat
  categoryId: number
  /** the JD level-1 category beside a combined platform (tbjd, tbjddy) */
  jdCat1?: number
  /** @default 'concept' */
  type?: FollowType
  /** heart only, sized for a table row or card; the default also says 关注 / 已关注 @default false */
  compact?: boolean
  /** the caller knows the state (a /myAttention row): no status check is made */
  knownFollowed?: boolean
  /** after a follow or unfollow succeeded, with the new state */
  onChange?(followed: boolean): void
}

export function FollowButton({ word, plat, categoryId, jdCat1, type, compact = false, knownFollowed, onChange }: FollowButtonProps) {
  const { t } = useT()
  const state = useFollow({ word, plat, categoryId, jdCat1, type }, { knownFollowed, onChange })
  const shown = followWord(word)
  const on = state.followed === true
  const label = state.checking
    ? t('follow.checking', { word: shown })
    : t(on ? 'follow.unfollowLabel' : 'follow.followLabel', { word: shown })
  const busy = state.checking || state.saving
  const className = [
    'gr-follow',
    compact ? 'gr-follow--compact' : '',
    on ? 'gr-follow--on' : '',
    busy ? 'gr-follow--busy' : '',
    state.followed === null && !state.failed ? 'gr-follow--unknown' : '',
  ]
    .filter(Boolean)
    .join(' ')
  const press = pressable(() => void state.toggle())
  return (
    <View
      {...press}
      // inside a clickable row (myAttention, rankings) the heart must not also open the row
      onClick={(event: ITouchEvent) => {
        event.stopPropagation()
        void state.toggle()
      }}
      className={className}
      aria-pressed={on}
      aria-label={label}
      aria-busy={busy}
      aria-disabled={state.followed === null && !state.failed}
      data-testid='follow-button'
    >
      <Text className='gr-follow__heart' aria-hidden>
        {on ? '♥' : '♡'}
      </Text>
      {!compact && (
        <Text className='gr-follow__text' aria-hidden>
          {t(on ? 'follow.following' : 'follow.follow')}
        </Text>
      )}
    </View>
  )
}
