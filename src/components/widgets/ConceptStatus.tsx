import { Text, View } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import type { ApiError } from '../../api/errors'
import { useT } from '../hooks/use-t'
import { UpgradeContact } from '../shell/UpgradeContact'
import { ListSkeleton } from './ListSkeleton'
import { pressable } from './pressable'
import { ERROR_CODES } from '../../../types/envelope'
import { inSinglePageMode } from '../../platform/env'
import { readPageQuery } from '../../platform/page-query'
import { usePageRoute } from '../shell/route-context'
import { pageSubject } from './page-subject'

/** Loading, empty and error states of the ranking, each saying what is going on and what to do. */
export interface ConceptStatusProps {
  kind: 'loading' | 'empty' | 'error'
  /** the failure to show (kind 'error') */
  error?: ApiError | null
  /** repeat the failed request */
  onRetry?(): void
  /** open the login (offered for -401) */
  onLogin?(): void
  /** heading in place of the ranking's own (empty, error): for panels that are not the ranking */
  title?: string
  /** text in place of the ranking's own (loading, empty) */
  hint?: string
  /** what to do about it (kind 'empty'): a button that takes the user there */
  action?: { label: string; onPress(): void }
  /** a list loading: this many skeleton rows where its rows will come, instead of a spinner */
  rows?: number
}

export function ConceptStatus({ kind, error, onRetry, onLogin, title, hint, action, rows }: ConceptStatusProps) {
  const { t, lang } = useT()
  const route = usePageRoute()
  if (kind === 'loading' && rows) return <ListSkeleton rows={rows} hint={hint} />
  if (kind === 'loading') {
    return (
      <View className='gr-status' data-testid='state-loading'>
        <AtActivityIndicator color='#2457d6' size={36} />
        <Text className='gr-status__text'>{hint ?? t('state.loading')}</Text>
      </View>
    )
  }
  if (kind === 'empty') {
    return (
      <View className='gr-status' data-testid='state-empty'>
        <Text className='gr-status__title'>{title ?? t('state.emptyTitle')}</Text>
        <Text className='gr-status__text'>{hint ?? t('state.emptyHint')}</Text>
        {action && (
          <View className='gr-status__actions'>
            <View className='gr-button gr-button--primary' {...pressable(action.onPress, 'link')} data-testid='empty-action'>
              {action.label}
            </View>
          </View>
        )}
      </View>
    )
  }
  // signed out is not a failure of what was asked: the page says to sign in, whatever it shows; in
  // WeChat's single-page mode (a card opened in Moments) no sign-in is possible, so it says how to leave
  const signedOut = error?.code === ERROR_CODES.notLoggedIn
  const preview = signedOut && inSinglePageMode()
  // signed out (a shared card, a link), the page still says what it is: its name, platform and month
  const subject = signedOut && route ? t('state.signInSubject', { page: pageSubject(route, readPageQuery(), t, lang) }) : null
  // a disabled account is no failure of what was asked either: it is signed out in a moment, told why
  const disabled = error?.code === ERROR_CODES.disabled
  const heading = signedOut ? t('state.signInTitle') : (title ?? t(disabled ? 'state.disabledTitle' : 'state.errorTitle'))
  return (
    <View className='gr-status gr-status--error' data-testid='state-error'>
      <Text className='gr-status__title'>{heading}</Text>
      <Text className='gr-status__text' data-testid={preview ? 'state-single-page' : undefined}>
        {[subject, preview ? t('state.singlePage') : error?.message || t('errors.generic')].filter(Boolean).join(' ')}
      </Text>
      <View className='gr-status__actions'>
        {signedOut && !preview && onLogin && (
          <View className='gr-button gr-button--primary' onClick={() => onLogin()} data-testid='error-login'>
            {t('state.loginLink')}
          </View>
        )}
        {error?.code === ERROR_CODES.noPermission && <UpgradeContact />}
        {onRetry && error?.code !== ERROR_CODES.noPermission && !preview && !disabled && (
          <View className='gr-button' onClick={onRetry} data-testid='error-retry'>
            {t('state.retry')}
          </View>
        )}
      </View>
    </View>
  )
}
