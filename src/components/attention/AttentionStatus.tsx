import { Text, View } from '@tarojs/components'
import { ListSkeleton } from '../widgets/ListSkeleton'
import type { ApiError } from '../../api/errors'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { ERROR_CODES } from '../../../types/envelope'

/** Loading, error and empty states of /myAttention, each saying what is going on and what to do. */
export interface AttentionStatusProps {
  kind: 'loading' | 'empty' | 'error'
  /** the failure to show (kind 'error') */
  error?: ApiError | null
  /** repeat the failed request */
  onRetry?(): void
  /** open the login (offered for -401) */
  onLogin?(): void
  /** where to find concepts to follow (kind 'empty') */
  onBrowse?(): void
}

export function AttentionStatus({ kind, error, onRetry, onLogin, onBrowse }: AttentionStatusProps) {
  const { t } = useT()
  if (kind === 'loading') return <ListSkeleton rows={5} hint={t('attention.loading')} testId='attention-loading' />
  if (kind === 'empty') {
    return (
      <View className='gr-status' data-testid='attention-empty'>
        <Text className='gr-status__heart' aria-hidden>
          ♡
        </Text>
        <Text className='gr-status__title'>{t('attention.emptyTitle')}</Text>
        <Text className='gr-status__text'>{t('attention.emptyHint')}</Text>
        {onBrowse && (
          <View className='gr-status__actions'>
            <View className='gr-button gr-button--primary' {...pressable(onBrowse, 'link')} data-testid='attention-browse'>
              {t('attention.emptyAction')}
            </View>
          </View>
        )}
      </View>
    )
  }
  return (
    <View className='gr-status gr-status--error' role='alert' data-testid='attention-error'>
      <Text className='gr-status__title'>{t('attention.errorTitle')}</Text>
      <Text className='gr-status__text'>{error?.message || t('errors.generic')}</Text>
      <View className='gr-status__actions'>
        {error?.code === ERROR_CODES.notLoggedIn && onLogin && (
          <View className='gr-button gr-button--primary' {...pressable(onLogin, 'link')} data-testid='attention-login'>
            {t('state.loginLink')}
          </View>
        )}
        {onRetry && (
          <View className='gr-button' {...pressable(onRetry)} data-testid='attention-retry'>
            {t('state.retry')}
          </View>
        )}
      </View>
    </View>
  )
}
