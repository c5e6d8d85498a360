import { Text, View } from '@tarojs/components'
import type { FollowItem } from '../../../types'
import { getFollows } from '../../api/follow'
import { useApi } from '../../data/use-api'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { isSearchablePlat } from '../attention/attention-rows'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { FOLLOWS_KEY } from '../follow/follow-cache'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** Followed concepts shown on /my; the rest are one tap away on /myAttention. */
const SHOWN = 5

function open(follow: FollowItem): void {
  if (isSearchablePlat(follow.platform))
    void navigate('detail', { word: follow.word, plat: follow.platform, cid: follow.category_id, jd_cat1: follow.jd_cat1 || undefined })
  else void navigate('ebayDetail', { word: follow.word, cid: follow.category_id })
}

/** Container: the newest followed concepts, each opening its detail. */
export function FollowedConcepts() {
  const { t, lang } = useT()
  // the key /myAttention uses: a follow or unfollow anywhere asks this list again
  const follows = useApi<FollowItem[]>([FOLLOWS_KEY, 'concept'], () => getFollows({ type: 'concept' }))
  const list = follows.data ?? []

  let body
  if (follows.isLoading) body = <ConceptStatus kind='loading' rows={3} />
  else if (follows.error && !follows.data)
    body = <ConceptStatus kind='error' error={follows.error} onRetry={follows.retry} onLogin={goToLogin} />
  else if (list.length === 0) {
    body = (
      <ConceptStatus
        kind='empty'
        title={t('attention.emptyTitle')}
        hint={t('my.followsEmpty')}
        action={{ label: t('my.followsBrowse'), onPress: () => void navigate('wxHomePage') }}
      />
    )
  } else {
    body = list.slice(0, SHOWN).map((follow) => (
      <View
        key={follow.id}
        className='gr-list-row gr-list-row--link gr-my__follow'
        {...pressable(() => open(follow), 'link')}
        data-testid='my-follow'
      >
        <Text className='gr-word'>{follow.word}</Text>
        <Text className='gr-note'>
          {isSearchablePlat(follow.platform) ? t(`platforms.${follow.platform}`) : t('attention.ebay')} ·{' '}
          {lang === 'en' && follow.category_name_en ? follow.category_name_en : follow.category_name}
        </Text>
      </View>
    ))
  }
  return (
    <View className='gr-card gr-my__section' data-testid='my-follows'>
      <View className='gr-my__section-head'>
        <Text className='gr-home__h'>{t('my.followsTitle')}</Text>
        {list.length > 0 && (
          <Text className='gr-my__all' {...pressable(() => void navigate('myAttention'), 'link')} data-testid='my-follows-all'>
            {t('my.followsAll', { total: list.length })} ›
          </Text>
        )}
      </View>
      {body}
    </View>
  )
}
