import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'
import { AlertList } from './AlertList'
import { AlertRules } from './AlertRules'
import { PhonesPanel } from './PhonesPanel'
import { WechatChannel } from './WechatChannel'
import './alerts.scss'

/** /setUp: the phones alerts go to and WeChat's notices, which followed concepts alert and from what growth, the alerts sent. */
export function SetUpScreen() {
  const { t } = useT()
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
