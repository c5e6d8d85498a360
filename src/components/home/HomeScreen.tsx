import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { MiniHomepage, WxPostsPage, WxTags } from '../../../types'
import { getMiniHomepage, getWxPosts, getWxTags } from '../../api/social'
import { useApi, useApiPages } from '../../data/use-api'
import { sourcesOfAll } from '../../domain/freshness'
import { goToLogin, sessionInCookie } from '../../platform/login'
import { isMiniProgram } from '../../platform/env'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { useFollowed } from '../concept/use-followed'
import { useT } from '../hooks/use-t'
import { selectIsLoggedIn, useUserStore } from '../../store/user'
import { HomeConcepts } from './HomeConcepts'
import { HomePreview } from './HomePreview'
import { HomeSearch } from './HomeSearch'
import { PostList } from './PostList'
import { SocialTags } from './SocialTags'
import { ERROR_CODES } from '../../../types/envelope'

const TAG_COUNT = 12
const POSTS_PER_PAGE = 10

/**
 * Container of /wxHomePage. Someone not signed in sees what the app is (HomePreview), not an error:
 * WeChat's review opens the mini-program signed out.
 */
export function HomeScreen() {
  const user = useUserStore((s) => s.user)
  const loggedIn = useUserStore(selectIsLoggedIn)
  // where the session is a token (the mini-program), no token means signed out before the login check answers
  const noSession = useUserStore((s) => !sessionInCookie && s.token === null)
  return noSession || (user !== null && !loggedIn) ? <HomePreview /> : <SignedInHome />
}

/** The signed-in home: concept search, the top concepts per platform, social topics and their posts. */
function SignedInHome() {
  const { t } = useT()
  // home's failure title, except for a disabled account, whose state says so itself
  const failedTitle = (error: { code: number } | null) => (error?.code === ERROR_CODES.disabled ? undefined : t('home.errorTitle'))
  const home = useApi<MiniHomepage>(['mini-homepage'], () => getMiniHomepage())
  const isFollowed = useFollowed(Boolean(home.data))
  // social topics need the social permission: without it the home still shows its concepts
  const tags = useApi<WxTags>(['wx-tags'], () => getWxTags({ limit: TAG_COUNT }))
  const [chosen, setChosen] = useState<string | null>(null)
  const tag = chosen ?? tags.data?.tags[0]?.tag ?? null
  const month = tags.data?.ts
  const posts = useApiPages<WxPostsPage>(tag && month ? ['wx-posts', tag, month] : null, (page) =>
    getWxPosts({ tag: tag ?? '', ts: month, page, page_size: POSTS_PER_PAGE }),
  )
  const lastPage = posts.pages.at(-1)
  const loadMore = () => {
    if (lastPage && !posts.isLoadingMore && posts.pages.flatMap((p) => p.rows).length < lastPage.total) posts.loadMore()
  }

  usePullDownRefresh(() => {
    home.retry()
    tags.retry()
    void posts.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(loadMore)

  let body
  if (home.isLoading) body = <ConceptStatus kind='loading' rows={5} hint={t('home.loading')} />
  else if (home.error && !home.data) {
    body = <ConceptStatus kind='error' error={home.error} title={failedTitle(home.error)} onRetry={home.retry} onLogin={goToLogin} />
  } else if (home.data && home.data.concepts.length === 0 && home.data.social.length === 0) {
    body = <ConceptStatus kind='empty' title={t('home.emptyTitle')} hint={t('home.emptyHint')} />
  } else if (home.data) {
    body = <HomeConcepts groups={home.data.concepts} ts={home.data.ts} followed={isFollowed} />
  }

  return (
    <View className='gr-home' data-testid='home-screen'>
      <View className='gr-home__hero'>
        <Text className='gr-home__title'>{t('app.name')}</Text>
        <Text className='gr-home__subtitle'>{t('home.subtitle')}</Text>
        {home.data && (
          <View className='gr-home__until'>
            {/* the month of the top lists, when its data was updated, and whether it is estimated */}
            <FreshnessNote month={home.data.ts} sources={sourcesOfAll(home.data.concepts.map((g) => g.plat))} testId='home-freshness' />
            {/* only where a pull refreshes: a browser has no such gesture here (it reloads the page itself) */}
            {isMiniProgram && <Text className='gr-muted'>{t('home.pullHint')}</Text>}
          </View>
        )}
      </View>
      <HomeSearch />
      {body}
      {tags.data && (
        <View className='gr-home__section' data-testid='home-social'>
          <Text className='gr-home__h'>{t('home.tagsTitle')}</Text>
          <Text className='gr-home__hint'>{t('home.tagsHint')}</Text>
          {tags.data.tags.length === 0 ? (
            <Text className='gr-note'>{t('home.tagsEmpty')}</Text>
          ) : (
            <SocialTags tags={tags.data.tags} chosen={tag} onChoose={setChosen} />
          )}
          {tag && (
            <Text className='gr-home__h gr-home__h--sub'>
              {t('home.postsTitle', { tag })}
              {lastPage ? ` · ${t('home.postsTotal', { total: lastPage.total })}` : ''}
            </Text>
          )}
          {posts.isLoading && <ConceptStatus kind='loading' />}
          {posts.error &&
            posts.pages.length === 0 &&
            (posts.error.code === ERROR_CODES.notRecorded ? (
              <Text className='gr-note'>{t('home.postsEmpty')}</Text>
            ) : (
              <ConceptStatus kind='error' error={posts.error} title={failedTitle(posts.error)} onRetry={posts.retry} onLogin={goToLogin} />
            ))}
          {lastPage && (
            <PostList
              posts={posts.pages.flatMap((p) => p.rows)}
              total={lastPage.total}
              loadingMore={posts.isLoadingMore}
              onLoadMore={loadMore}
            />
          )}
        </View>
      )}
    </View>
  )
}
