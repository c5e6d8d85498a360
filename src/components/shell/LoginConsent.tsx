import { Text, View } from '@tarojs/components'
import { navigate } from '../../platform/navigation'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** The mini-program login's consent: a box to tick, and the two texts it agrees to, each one tap away. */
export interface LoginConsentProps {
  agreed: boolean
  onChange(agreed: boolean): void
}

export function LoginConsent({ agreed, onChange }: LoginConsentProps) {
  const { t } = useT()
  return (
    <View className='gr-consent' data-testid='login-consent'>
      <View
        className={`gr-consent__box${agreed ? ' gr-consent__box--on' : ''}`}
        {...pressable(() => onChange(!agreed), 'checkbox')}
        aria-checked={agreed}
        aria-label={t('mini.consentLabel')}
        data-testid='login-consent-box'
      >
        <Text aria-hidden>{agreed ? '✓' : ''}</Text>
      </View>
      <Text className='gr-consent__text'>
        <Text {...pressable(() => onChange(!agreed))}>{t('mini.consentPrefix')}</Text>
        <Text className='gr-consent__link' {...pressable(() => void navigate('userAgreement'), 'link')}>
          {t('mini.agreementLink')}
        </Text>
        <Text>{t('mini.consentAnd')}</Text>
        <Text className='gr-consent__link' {...pressable(() => void navigate('privacyPolicy'), 'link')}>
          {t('mini.privacyLink')}
        </Text>
      </Text>
    </View>
  )
}
