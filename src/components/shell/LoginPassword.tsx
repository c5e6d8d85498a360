import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import type { TokenLogin } from '../../../types'
import { loginForToken } from '../../api/login'
import { ApiError } from '../../api/errors'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** Account and password (POST /sso/token). */
export interface LoginPasswordProps {
  /** a WeChat link ticket to send along (the WeChat user is linked to this account) */
  wxTicket?: string
  /** the login succeeded; the form's container takes it from here */
  onSignedIn(login: TokenLogin): Promise<void>
  /** asked before anything is sent (the mini-program's consent); false stops the login @default always */
  mayProceed?(): boolean
}

export function LoginPassword({ wxTicket, onSignedIn, mayProceed = () => true }: LoginPasswordProps) {
  const { t } = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  const submit = async () => {
    if (busy || !username || !password || !mayProceed()) return
    setBusy(true)
    setMessage('')
    try {
      await onSignedIn(await loginForToken(username.trim(), password, wxTicket))
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='gr-login__panel' role='tabpanel' data-testid='login-password'>
      <Input
        className='gr-input'
        type='text'
        value={username}
        placeholder={t('login.username')}
        aria-label={t('login.username')}
        data-testid='login-username'
        onInput={(e) => setUsername(e.detail.value)}
      />
      <Input
        className='gr-input'
        password
        value={password}
        placeholder={t('login.password')}
        aria-label={t('login.password')}
        data-testid='login-secret'
        onInput={(e) => setPassword(e.detail.value)}
        onConfirm={() => void submit()}
      />
      {message && (
        <View className='gr-login__error' role='alert'>
          {message}
        </View>
      )}
      <View
        {...pressable(() => void submit())}
        className={`gr-button gr-button--primary gr-button--block${busy ? ' gr-button--disabled' : ''}`}
        aria-disabled={busy}
        data-testid='login-submit'
      >
        {t('login.submit')}
      </View>
    </View>
  )
}
