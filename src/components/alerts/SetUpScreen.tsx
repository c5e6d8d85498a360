import { Text, View } from '@tarojs/components'
import { selectIsLoggedIn, useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { SignInState } from '../shell/SignInState'
import { AlertList } from './AlertList'
import { AlertRules } from './AlertRules'
import { PhonesPanel } from './PhonesPanel'
import { WechatChannel } from './WechatChannel'
import './alerts.scss'

/** /setUp: the phones alerts go to and WeChat's notices, which followed concepts alert and from what growth, the alerts sent. */
export function SetUpScreen() {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const loggedIn = useUserStore(selectIsLoggedIn)
  // signed out, one way in instead of each section's own "please sign in"
  if (user && !loggedIn) return <SignInState hint={t('alerts.loggedOutHint')} testId='setup-logged-out' loginTestId='setup-login' />
  return (
    <View className='gr-alerts' data-testid='setup-screen'>
      <View className='gr-alerts__intro'>
        <Text className='gr-alerts__page-title'>{t('alerts.title')}</Text>
        <Text className='gr-alerts__hint'>{t('alerts.subtitle')}</Text>
      </View>
      <PhonesPanel />
      <WechatChannel />
      <AlertRules />
      <AlertList settingsLink={false} />
    </View>
  )
}
