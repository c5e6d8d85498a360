import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Notice } from '../../../types'
import { STORAGE_KEYS } from '../../domain/constants'
import { storage } from '../../platform/storage'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** Active notices from /api/dw_notice, shown as warning banners; each can be closed. */
export interface NoticeBannerProps {
  notices: Notice[]
}

// A closed notice stays closed on this device (a phone's first screen is too small to keep it); the
// list is trimmed to the ids still served, so it never grows.
function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.dismissedNotices) ?? '[]')
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

export function NoticeBanner({ notices }: NoticeBannerProps) {
  const { t, lang } = useT()
  const [dismissed, setDismissed] = useState(readDismissed)
  const shown = notices.filter((notice) => !dismissed.includes(String(notice.id)))
  if (shown.length === 0) return null
  const dismiss = (id: string) => {
    const live = new Set(notices.map((notice) => String(notice.id)))
    const next = [...dismissed.filter((known) => live.has(known)), id]
    storage.set(STORAGE_KEYS.dismissedNotices, JSON.stringify(next))
    setDismissed(next)
  }
  return (
    <View className='gr-notices' data-testid='notices'>
      {shown.map((notice) => (
        <View key={notice.id} className='gr-notice' role='status'>
          <Text className='gr-notice__label'>{t('notice.label')}</Text>
          <Text className='gr-notice__text'>{(lang === 'en' && notice.content_en) || notice.content}</Text>
          <View
            className='gr-notice__close'
            {...pressable(() => dismiss(String(notice.id)))}
            aria-label={t('notice.dismiss')}
            data-testid='notice-dismiss'
          >
            ×
          </View>
        </View>
      ))}
    </View>
  )
}
