import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { goToLogin } from '../../platform/login'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** A page that is the user's own (/my, /setUp) seen signed out: what it would hold, and one way in. */
export interface SignInStateProps {
  /** what signing in gives here */
  hint: string
  testId: string
  /** the sign-in button's test id */
  loginTestId: string
  /** what may be read signed out, below the way in */
  children?: ReactNode
}

export function SignInState({ hint, testId, loginTestId, children }: SignInStateProps) {
  const { t } = useT()
  return (
    <View className='gr-status' data-testid={testId}>
      <Text className='gr-status__title'>{t('my.loggedOutTitle')}</Text>
      <Text className='gr-status__text'>{hint}</Text>
      <View className='gr-status__actions'>
        <View className='gr-button gr-button--primary' {...pressable(() => goToLogin(), 'link')} data-testid={loginTestId}>
          {t('my.login')}
        </View>
      </View>
      {children}
    </View>
  )
}
