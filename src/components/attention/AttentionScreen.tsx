import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FollowItem } from '../../../types'
import { formatMonth } from '../../domain/format'
import { COMPARE_MAX_ITEMS } from '../../domain/constants'
import { sourcesOfAll } from '../../domain/freshness'
import { entriesQuery } from '../../domain/compare-link'
import { usePullRefresh } from '../../platform/list-gestures'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useViewportStore } from '../../store/viewport'
import { useT } from '../hooks/use-t'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { pressable } from '../widgets/pressable'
import { AttentionCards } from './AttentionCards'
import { AttentionStatus } from './AttentionStatus'
import { AttentionTable } from './AttentionTable'
import { isSearchablePlat, type AttentionRow } from './attention-rows'
import { useAttentionData } from './use-attention-data'
import { UnfollowUndo } from './UnfollowUndo'

/** A followed concept opens where it was followed: its detail, with the JD category when it has one. */
function openFollow(follow: FollowItem): void {
  const jdCat1 = follow.jd_cat1 || undefined
  if (isSearchablePlat(follow.platform))
    void navigate('detail', { word: follow.word, plat: follow.platform, cid: follow.category_id, jd_cat1: jdCat1 })
  else void navigate('ebayDetail', { word: follow.word, cid: follow.category_id })
}

/**
 * The followed concepts as a comparison (the first 20, as listed): /compare opened with them, the
 * mini-program's way there from its 关注 tab. Its link only; the compare page is its own subpackage.
 */
function compareFollowed(rows: AttentionRow[]): void {
  const entries = rows
    .slice(0, COMPARE_MAX_ITEMS)
    .map(({ follow }) => ({ word: follow.word, plat: follow.platform, cid: follow.category_id ? String(follow.category_id) : '' }))
  void navigate('compare', entriesQuery(entries))
}

/** Container of /myAttention: the followed concepts with their current growth; open or unfollow each. */
export function AttentionScreen() {
  const { t, lang } = useT()
  const isMobile = useViewportStore((s) => s.isMobile)
  const data = useAttentionData()
  usePullRefresh(data.refresh)
  // the follow last unfollowed here, until it is followed again or another one goes
  const [gone, setGone] = useState<FollowItem | null>(null)

  let body
  if (data.phase === 'loading') body = <AttentionStatus kind='loading' />
  else if (data.phase === 'error') body = <AttentionStatus kind='error' error={data.error} onRetry={data.retry} onLogin={goToLogin} />
  else if (data.phase === 'empty') body = <AttentionStatus kind='empty' onBrowse={() => void navigate('concept')} />
  else {
    const actions = {
      onOpen: openFollow,
      onUnfollowed: (follow: FollowItem) => {
        data.remove(follow.id)
        setGone(follow)
      },
    }
    body = isMobile ? <AttentionCards rows={data.rows} {...actions} /> : <AttentionTable rows={data.rows} {...actions} />
  }

  const period = data.period
  return (
    <View className='gr-attention'>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t('attention.title')}</Text>
        <Text className='gr-concept__subtitle'>{t('attention.subtitle')}</Text>
      </View>
      <View className='gr-panel'>
        {data.phase === 'ready' && (
          <View className='gr-panel__meta' data-testid='attention-meta'>
            {period && (
              <Text>
                {period.start === period.end
                  ? formatMonth(period.end, lang)
                  : t('concept.period', { start: formatMonth(period.start, lang), end: formatMonth(period.end, lang) })}
              </Text>
            )}
            <Text className='gr-muted'>{t('attention.total', { total: data.rows.length })}</Text>
            <View
              className='gr-button gr-attention__compare'
              {...pressable(() => compareFollowed(data.rows))}
              data-testid='attention-compare'
            >
              {/* more follows than a comparison holds: the button says which go in before it is pressed */}
              {data.rows.length > COMPARE_MAX_ITEMS ? t('compare.followedFirst', { n: COMPARE_MAX_ITEMS }) : t('compare.followed')}
            </View>
          </View>
        )}
        {data.phase === 'ready' && period && (
          <View className='gr-panel__fresh'>
            <FreshnessNote
              month={period.end}
              sources={sourcesOfAll(data.rows.map((r) => r.follow.platform))}
              testId='attention-freshness'
            />
          </View>
        )}
        {gone && (
          <UnfollowUndo
            follow={gone}
            onUndone={() => {
              setGone(null)
              void data.refresh()
            }}
          />
        )}
        {body}
      </View>
    </View>
  )
}
