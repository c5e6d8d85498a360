import { Text, View } from '@tarojs/components'
import type { Notice } from '../../../types'
import { useT } from '../hooks/use-t'

/** Active notices from /api/dw_notice, shown as warning banners (SPEC §7). */
export interface NoticeBannerProps {
  notices: Notice[]
}

export function NoticeBanner({ notices }: NoticeBannerProps) {
  const { t, lang } = useT()
  if (notices.length === 0) return null
  return (
    <View className='gr-notices' data-testid='notices'>
      {notices.map((notice) => (
        <View key={notice.id} className='gr-notice' role='alert'>
          <Text className='gr-notice__label'>{t('notice.label')}</Text>
          <Text className='gr-notice__text'>{(lang === 'en' && notice.content_en) || notice.content}</Text>
        </View>
      ))}
    </View>
  )
}
