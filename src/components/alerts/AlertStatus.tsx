import { Text, View } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import type { ApiError } from '../../api/errors'
import { goToLogin } from '../../platform/login'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { ERROR_CODES } from '../../../types/envelope'

/** Loading, empty and error states of the alert sections (phones, rules, alerts sent). */
export interface AlertStatusProps {
  kind: 'loading' | 'empty' | 'error'
  /** what is loading, what is missing, or what failed */
  text: string
  /** the failure (kind 'error'); -401 offers the login */
  error?: ApiError | null
  /** repeat the failed request */
  onRetry?(): void
  testId: string
}

export function AlertStatus({ kind, text, error, onRetry, testId }: AlertStatusProps) {
  const { t } = useT()
  if (kind === 'loading') {
    return (
      <View className='gr-alerts__state' role='status' data-testid={testId}>
        <AtActivityIndicator color='#2457d6' size={28} />
        <Text className='gr-muted'>{text}</Text>
      </View>
    )
  }
  if (kind === 'empty')
    return (
      <View className='gr-alerts__state gr-muted' data-testid={testId}>
        {text}
      </View>
    )
  return (
    <View className='gr-alerts__state gr-alerts__state--error' role='alert' data-testid={testId}>
      <Text className='gr-alerts__state-title'>{text}</Text>
      <Text>{error?.message || t('errors.generic')}</Text>
      <View className='gr-alerts__actions'>
        {error?.code === ERROR_CODES.notLoggedIn && (
          <View className='gr-button gr-button--primary' {...pressable(goToLogin, 'link')}>
            {t('state.loginLink')}
          </View>
        )}
        {onRetry && (
          <View className='gr-button' {...pressable(onRetry)}>
            {t('state.retry')}
          </View>
        )}
      </View>
    </View>
  )
}
