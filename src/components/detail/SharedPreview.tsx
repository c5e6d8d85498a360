import { Text, View } from '@tarojs/components'
import type { SharePreview } from '../../../types'
import { getSharePreview } from '../../api/social'
import { useApi } from '../../data/use-api'
import { formatMonth } from '../../domain/format'
import { inSinglePageMode } from '../../platform/env'
import { goToLogin } from '../../platform/login'
import type { RouteName } from '../../domain/routes'
import { useT } from '../hooks/use-t'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { pressable } from '../widgets/pressable'

/** What a shared detail card opens on for someone not signed in: the card's concept, not a sign-in error. */
export interface SharedPreviewProps {
  urlId: string
  /** the detail page the card opens (its sign-in comes back to it) */
  route: RouteName
}

/**
 * The concept of the shared link with its platform, categories, month and headline growth, as its
 * sharer saw them (/api/share_preview), and one tap to sign in and come back to the whole page. In
 * WeChat's single-page mode (a card opened in Moments) no sign-in is possible: the preview says how
 * to open the mini-program instead.
 */
export function SharedPreview({ urlId, route }: SharedPreviewProps) {
  const { t, lang } = useT()
  const preview = useApi<SharePreview>(['share-preview', urlId], () => getSharePreview(urlId))
  const singlePage = inSinglePageMode()
  const signIn = singlePage ? null : (
    <View
      className='gr-button gr-button--primary gr-button--block'
      {...pressable(() => goToLogin({ name: route, query: { urlId } }), 'link')}
      data-testid='shared-preview-login'
    >
      {t('detail.previewLogin')}
    </View>
  )
  if (preview.isLoading) return <ConceptStatus kind='loading' />
  const shown = preview.data
  if (!shown) {
    // the link is gone or its sharer may no longer see it: still the way in, with what happened
    return (
      <View className='gr-status' data-testid='shared-preview-gone'>
        <Text className='gr-status__title'>{t('state.signInTitle')}</Text>
        <Text className='gr-status__text'>{singlePage ? t('state.singlePage') : preview.error?.message}</Text>
        {signIn}
      </View>
    )
  }
  const categories = lang === 'zh' ? shown.category_names : shown.category_names_en
  const month = formatMonth(shown.ts, lang) + (shown.partial ? ` · ${t('detail.previewEstimated')}` : '')
  return (
    <View className='gr-card gr-shared' data-testid='shared-preview'>
      <Text className='gr-shared__kicker'>{t('detail.previewKicker')}</Text>
      <Text className='gr-shared__word'>{shown.word}</Text>
      <Text className='gr-note'>{[t(`platforms.${shown.plat}`), categories.join('、'), month].filter(Boolean).join(' · ')}</Text>
      <View className='gr-shared__growth'>
        <Text className='gr-note'>{t('detail.previewGrowth')}</Text>
        <Growth yoy={shown.sales_yoy} currency='CNY' />
        <GrowthTag label={shown.label} />
      </View>
      <Text className='gr-shared__hint' data-testid={singlePage ? 'state-single-page' : undefined}>
        {singlePage ? t('state.singlePage') : t('detail.previewHint')}
      </Text>
      {signIn}
    </View>
  )
}
