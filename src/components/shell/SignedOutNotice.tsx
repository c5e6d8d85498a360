import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { STORAGE_KEYS } from '../../domain/constants'
import { storage } from '../../platform/storage'
import { selectIsLoggedIn, useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

// The reason belongs to the logout that just happened: taken from storage when a page first shows
// it (a later page load does not say it again), and kept here until it is dismissed or someone signs
// in, since the page that shows it may mount more than once as the app starts (the router settles on
// the page it was loaded at).
let taken: string | null = null

function takeReason(): string | null {
  const stored = storage.get(STORAGE_KEYS.signedOutReason)
  if (stored) {
    storage.remove(STORAGE_KEYS.signedOutReason)
    taken = stored
  }
  return taken
}

/** Error codes, -424: after the toast and the logout, the page the user lands on still says why. */
export function SignedOutNotice() {
  const { t } = useT()
  const loggedIn = useUserStore(selectIsLoggedIn)
  const [reason, setReason] = useState(takeReason)
  useEffect(() => {
    if (loggedIn) taken = null
  }, [loggedIn])
  if (!reason || loggedIn) return null
  return (
    <View className='gr-notices' data-testid='signed-out-notice'>
      <View className='gr-notice' role='alert'>
        <Text className='gr-notice__label'>{t('notice.signedOut')}</Text>
        <Text className='gr-notice__text'>{reason}</Text>
        <View className='gr-notice__close' {...pressable(() => ((taken = null), setReason(null)))} aria-label={t('notice.dismiss')}>
          ×
        </View>
      </View>
    </View>
  )
}
