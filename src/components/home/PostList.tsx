import { Text, View } from '@tarojs/components'
import type { WxPost } from '../../../types'
import { formatCount } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** A page-by-page list of a topic's posts (/api/wx/posts_list): more load at the bottom. */
export interface PostListProps {
  posts: WxPost[]
  total: number
  /** a further page is on its way */
  loadingMore: boolean
  onLoadMore(): void
}

export function PostList({ posts, total, loadingMore, onLoadMore }: PostListProps) {
  const { t, lang } = useT()
  const more = posts.length < total
  return (
    <View className='gr-home__posts' data-testid='home-posts'>
      {posts.map((post) => (
        <View key={post.post_id} className='gr-card gr-home__post' data-testid='home-post'>
          <Text className='gr-home__post-title'>{post.title}</Text>
          <Text className='gr-note'>
            {t(`detailTabs.socialPlat.${post.social_plat}`)} ·{' '}
            {t('home.postMeta', { author: post.author, followers: formatCount(post.author_followers, lang) })}
          </Text>
          <View className='gr-home__post-foot'>
            <Text className='gr-note'>
              {t('home.postStats', {
                likes: formatCount(post.likes, lang),
                comments: formatCount(post.comments, lang),
                shares: formatCount(post.shares, lang),
              })}
            </Text>
            <Text className='gr-note'>{post.published_at.slice(0, 10)}</Text>
          </View>
        </View>
      ))}
      <View className='gr-home__more'>
        {loadingMore ? (
          <Text className='gr-note'>{t('home.loadingMore')}</Text>
        ) : more ? (
          <View className='gr-button' {...pressable(onLoadMore)} data-testid='home-load-more'>
            {t('home.loadMore')}
          </View>
        ) : (
          <Text className='gr-note'>{t('home.noMore')}</Text>
        )}
      </View>
    </View>
  )
}
