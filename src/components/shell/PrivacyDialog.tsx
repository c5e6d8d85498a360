import { Button, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { RouteName } from '../../domain/routes'
import { navigate } from '../../platform/navigation'
import { PRIVACY_AGREE_BUTTON_ID } from '../../platform/privacy'
import { usePrivacyStore } from '../../store/privacy'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'

// the texts the dialog sends the user to: read without the question drawn over them
const READ_WITHOUT_DIALOG: ReadonlySet<RouteName> = new Set(['privacyPolicy', 'userAgreement'])

/**
 * The consent dialog WeChat asks for before a privacy-gated API (the clipboard) runs the first time:
 * the policy one tap away, refuse, or agree. The agree button is WeChat's own (open-type
 * agreePrivacyAuthorization), which is what lets the API go on; closing the dialog refuses. WeChat
 * hears the three answers it documents: exposureAuthorization when the dialog is drawn, agree,
 * disagree. The question stays pending while the policy is read, and is asked again on the page
 * that asked it.
 */
export function PrivacyDialog({ route }: { route: RouteName }) {
  const { t } = useT()
  const asking = usePrivacyStore((s) => s.asking)
  const answer = usePrivacyStore((s) => s.answer)
  const drawn = asking && !READ_WITHOUT_DIALOG.has(route)
  // WeChat is told the dialog is on screen (exposureAuthorization) once it is drawn, not when asked
  useEffect(() => {
    if (drawn) usePrivacyStore.getState().shown()
  }, [drawn])
  if (!drawn) return null
  return (
    <Modal title={t('mini.privacyTitle')} closeLabel={t('mini.privacyDisagree')} onClose={() => answer(false)} testId='privacy-dialog'>
      <View className='gr-privacy'>
        <Text className='gr-status__text'>{t('mini.privacyBody')}</Text>
        <Text className='gr-consent__link' {...pressable(() => void navigate('privacyPolicy'), 'link')} data-testid='privacy-read'>
          {t('mini.privacyRead')}
        </Text>
        <View className='gr-status__actions'>
          <View className='gr-button' {...pressable(() => answer(false))} data-testid='privacy-disagree'>
            {t('mini.privacyDisagree')}
          </View>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className='gr-button gr-button--primary'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => answer(true)}
            data-testid='privacy-agree'
          >
            {t('mini.privacyAgree')}
          </Button>
        </View>
      </View>
    </Modal>
  )
}
