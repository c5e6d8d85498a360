import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { TokenLogin } from '../../../types'
import { loginWithPhoneCode, sendLoginCode } from '../../api/login'
import { ApiError } from '../../api/errors'
import { SMS_COUNTDOWN_S } from '../../domain/constants'
import { maskPhone } from '../../domain/mask'
import { normalizeChineseMobile } from '../../domain/phone'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { useCountdown } from './use-countdown'

/**
 * Mobile number and SMS code (POST /sso/sms/send, /sso/sms/login); the get-code button counts down 60 s
 * (docs/rules.md, "Getting in and leaving"). A number without an account opens a free one: the consent
 * (mayProceed) is the agreement the server asks for.
 */
export interface LoginPhoneCodeProps {
  /** a WeChat link ticket to send along (the WeChat user is linked to this account) */
  wxTicket?: string
  /** the login succeeded; the form's container takes it from here */
  onSignedIn(login: TokenLogin): Promise<void>
  /** asked before anything is sent (the consent to the terms); false stops the login @default always */
  mayProceed?(): boolean
}

const CODE_LENGTH = 6

type Message = { kind: 'error' | 'info'; text: string } | null

export function LoginPhoneCode({ wxTicket, onSignedIn, mayProceed = () => true }: LoginPhoneCodeProps) {
  const { t } = useT()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message>(null)
  const countdown = useCountdown()

  const failed = (error: unknown) => setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : t('errors.generic') })

  const getCode = async () => {
    if (countdown.left > 0 || !mayProceed()) return
    const number = normalizeChineseMobile(phone)
    if (!number) return setMessage({ kind: 'error', text: t('login.phoneInvalid') })
    // counting from the tap, so a second tap cannot send a second code while the first is on its way
    countdown.start(SMS_COUNTDOWN_S)
    setMessage(null)
    try {
      const sent = await sendLoginCode(number)
      setMessage({ kind: 'info', text: t('login.codeSent', { phone: maskPhone(sent.phone) }) })
    } catch (error) {
      // a failed send stops the countdown, so the user may ask again at once
      countdown.stop()
      failed(error)
    }
  }

  const submit = async () => {
    if (busy || !mayProceed()) return
    const number = normalizeChineseMobile(phone)
    if (!number) return setMessage({ kind: 'error', text: t('login.phoneInvalid') })
    if (code.length !== CODE_LENGTH) return setMessage({ kind: 'error', text: t('validation.smsCodeRequired') })
    setBusy(true)
    setMessage(null)
    try {
      await onSignedIn(await loginWithPhoneCode({ phone: number, code, agree: true, ...(wxTicket ? { wx_ticket: wxTicket } : {}) }))
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }

  const counting = countdown.left > 0
  return (
    <View className='gr-login__panel' role='tabpanel' data-testid='login-phone'>
      <Input
        className='gr-input'
        type='number'
        maxlength={11}
        value={phone}
        placeholder={t('login.phonePlaceholder')}
        aria-label={t('login.phone')}
        data-testid='login-phone-number'
        onInput={(e) => setPhone(String(e.detail.value))}
      />
      <View className='gr-login__code'>
        <Input
          className='gr-input gr-login__code-input'
          type='number'
          maxlength={CODE_LENGTH}
          value={code}
          placeholder={t('login.codePlaceholder')}
          aria-label={t('login.code')}
          data-testid='login-phone-code'
          onInput={(e) => setCode(String(e.detail.value).replace(/\D/g, '').slice(0, CODE_LENGTH))}
          onConfirm={() => void submit()}
        />
        <View
          {...pressable(() => void getCode())}
          className={`gr-button gr-login__send${counting ? ' gr-button--disabled' : ''}`}
          aria-disabled={counting}
          data-testid='login-phone-send'
        >
          {counting ? t('login.resendIn', { seconds: countdown.left }) : t('login.getCode')}
        </View>
      </View>
      <Text className='gr-note gr-login__hint' data-testid='login-phone-hint'>
        {t('login.signUpHint')}
      </Text>
      {message && (
        <View
          className={message.kind === 'error' ? 'gr-login__error' : 'gr-login__info'}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid='login-phone-message'
        >
          {message.text}
        </View>
      )}
      <View
        {...pressable(() => void submit())}
        className={`gr-button gr-button--primary gr-button--block${busy ? ' gr-button--disabled' : ''}`}
        aria-disabled={busy}
        data-testid='login-phone-submit'
      >
        {t('login.submit')}
      </View>
    </View>
  )
}
