import { Button, Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/**
 * The mini-program's answer to a -403: WeChat's customer service (open-type contact), not the web's
 * QR code. Nothing here speaks of paying, prices or renewal: a mini-program may not steer to payment
 * outside WeChat (and on iOS not at all), so the user is only told whom to ask.
 */
export function UpgradeContact() {
  const { t } = useT()
  return (
    <View className='gr-upgrade' data-testid='upgrade-contact'>
      <Text className='gr-status__text'>{t('mini.upgradeHint')}</Text>
      <Button className='gr-button gr-button--primary' openType='contact' data-testid='error-upgrade'>
        {t('mini.contactService')}
      </Button>
    </View>
  )
}
