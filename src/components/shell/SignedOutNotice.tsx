import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { STORAGE_KEYS } from '../../domain/constants'
import { storage } from '../../platform/storage'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

// Read once per page load and forgotten at once: the reason belongs to the logout that just happened.
function takeReason(): string | null {
  const reason = storage.get(STORAGE_KEYS.signedOutReason)
  if (reason) storage.remove(STORAGE_KEYS.signedOutReason)
  return reason || null
}

/** Error codes, -424: after the toast and the logout, the page the user lands on still says why. */
export function SignedOutNotice() {
  const { t } = useT()
  const [reason, setReason] = useState(takeReason)
  if (!reason) return null
  return (
    <View className='gr-notices' data-testid='signed-out-notice'>
      <View className='gr-notice' role='alert'>
        <Text className='gr-notice__label'>{t('notice.signedOut')}</Text>
        <Text className='gr-notice__text'>{reason}</Text>
        <View className='gr-notice__close' {...pressable(() => setReason(null))} aria-label={t('notice.dismiss')}>
          ×
        </View>
      </View>
    </View>
  )
}
