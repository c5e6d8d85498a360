import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { loginForToken } from '../../api/endpoints'
import { ApiError } from '../../api/errors'
import { navigate } from '../../platform/navigation'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'

/**
 * Password login for the mini-program (and narrow browsers): POST /sso/token, keep the token
 * (sent as X-API-KEY from then on), reload the session and open /concept.
 */
export interface LoginFormProps {
  /** where to go after logging in @default 'concept' */
  next?: 'concept'
}

export function LoginForm({ next = 'concept' }: LoginFormProps) {
  const { t } = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  const submit = async () => {
    if (busy || !username || !password) return
    setBusy(true)
    setMessage('')
    try {
      const { token } = await loginForToken(username.trim(), password)
      const session = useUserStore.getState()
      session.setToken(token)
      await session.loadUser()
      await navigate(next, undefined, { replace: true })
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='gr-login' data-testid='login-form'>
      <View className='gr-brand gr-brand--large'>
        <View className='gr-brand__mark'>
          <View className='gr-brand__ring' />
          <View className='gr-brand__dot' />
        </View>
        <Text className='gr-brand__name'>{t('app.name')}</Text>
      </View>
      <Text className='gr-login__tagline'>{t('app.tagline')}</Text>
      <Input className='gr-input' type='text' value={username} placeholder={t('login.username')} onInput={(e) => setUsername(e.detail.value)} />
      <Input className='gr-input' password value={password} placeholder={t('login.password')} onInput={(e) => setPassword(e.detail.value)} onConfirm={submit} />
      {message && <Text className='gr-login__error'>{message}</Text>}
      <View className={`gr-button gr-button--primary gr-button--block${busy ? ' gr-button--disabled' : ''}`} onClick={submit}>
        {t('login.submit')}
      </View>
    </View>
  )
}
