import { Text, View } from '@tarojs/components'
import type { MiniPreview } from '../../../types'
import { getMiniPreview } from '../../api/social'
import { useApi } from '../../data/use-api'
import { formatMonth } from '../../domain/format'
import { goToLogin } from '../../platform/login'
import { rankingOfPlat } from '../../domain/mini-nav'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { HomeConcepts } from './HomeConcepts'

const noHeart = () => null

/**
 * The home of someone not signed in: what the app shows (one platform's fastest-growing concepts of
 * the latest month, /api/mini_preview) and the way in. A row opens its concept, 查看更多 its ranking, once signed in.
 */
export function HomePreview() {
  const { t, lang } = useT()
  const preview = useApi<MiniPreview>(['mini-preview'], () => getMiniPreview())

  let body
  if (preview.isLoading) body = <ConceptStatus kind='loading' rows={5} hint={t('home.loading')} />
  else if (preview.error && !preview.data)
    body = <ConceptStatus kind='error' error={preview.error} title={t('home.errorTitle')} onRetry={preview.retry} />
  else if (preview.data) {
    const { ts, concepts } = preview.data
    body = (
      <HomeConcepts
        groups={[concepts]}
        ts={ts}
        followed={noHeart}
        onOpen={(row) => goToLogin({ name: 'detail', query: { word: row.word, plat: concepts.plat, cid: concepts.cid, ts } })}
        // the whole ranking needs a session: sign in first, then arrive on it (not on its "please sign in")
        onMore={(plat, cid) => {
          const { route, query } = rankingOfPlat(plat, cid)
          goToLogin({ name: route, query })
        }}
      />
    )
  }
  const shown = preview.data
  return (
    <View className='gr-home__preview' data-testid='home-preview'>
      <View className='gr-card gr-home__signin'>
        <Text className='gr-home__h'>{t('mini.previewTitle')}</Text>
        {shown && (
          <Text className='gr-home__hint'>
            {t('mini.previewHint', {
              plat: t(`platforms.${shown.concepts.plat}`),
              month: formatMonth(shown.ts, lang),
              n: shown.concepts.rows.length,
            })}
          </Text>
        )}
        <View
          className='gr-button gr-button--primary gr-button--block'
          {...pressable(() => goToLogin({ name: 'wxHomePage' }))}
          data-testid='home-preview-login'
        >
          {t('mini.previewLogin')}
        </View>
      </View>
      {body}
    </View>
  )
}
