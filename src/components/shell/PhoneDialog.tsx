import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PhoneSettings, SmsLoginSendRequest, SmsLoginVerifyRequest, SmsSent, SmsVerified } from '../../../types'
import { getPhones, sendLoginSms, verifyLoginSms } from '../../api/account'
import { asApiError, useApi, useApiWrite } from '../../data/use-api'
import { maskPhone } from '../../domain/mask'
import { reloadPage } from '../../platform/navigation'
import { usePhoneDialogStore } from '../../store/phone-dialog'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'
import { CodeField } from './CodeField'

/** The phone-verification dialog (docs/rules.md "The -499 phone journey"), open while the user store says so (any -499 opens it). */
export function PhoneDialog() {
  const open = usePhoneDialogStore((s) => s.open)
  const close = usePhoneDialogStore((s) => s.close)
  // mounted only while open, so every opening starts clean (no old code, no old message)
  return open ? <PhoneVerification onClose={close} /> : null
}

/** The dialog's content: choose a phone, get a code, enter it, verify; the page reloads on success. */
export interface PhoneVerificationProps {
  onClose(): void
}

type Message = { kind: 'error' | 'info'; text: string } | null

export function PhoneVerification({ onClose }: PhoneVerificationProps) {
  const { t } = useT()
  const phones = useApi<PhoneSettings>(['phones'], getPhones)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<Message>(null)
  const send = useApiWrite<SmsSent, SmsLoginSendRequest>('sms/send/login', sendLoginSms)
  const verify = useApiWrite<SmsVerified, SmsLoginVerifyRequest>('sms/verify/login', verifyLoginSms)

  const list = phones.data ?? []
  // one phone is the only choice there is; with several the user picks
  const phoneId = chosenId ?? (list.length === 1 ? list[0].phone_id : null)

  const getCode = async (): Promise<boolean> => {
    if (send.isMutating) return false
    if (phoneId === null) {
      setMessage({ kind: 'error', text: t('validation.phoneRequired') })
      return false
    }
    setMessage(null)
    try {
      const sent = await send.trigger({ phone_id: phoneId })
      setMessage({ kind: 'info', text: t('phoneDialog.sent', { phone: maskPhone(sent.phone) }) })
      return true
    } catch (error) {
      // the send error is shown (CodeField ends the countdown early)
      setMessage({ kind: 'error', text: asApiError(error).message })
      return false
    }
  }

  const submit = async () => {
    if (verify.isMutating) return
    if (phoneId === null) return setMessage({ kind: 'error', text: t('validation.phoneRequired') })
    if (code.trim() === '') return setMessage({ kind: 'error', text: t('validation.smsCodeRequired') })
    setMessage(null)
    try {
      await verify.trigger({ phone_id: phoneId, code: code.trim() })
      reloadPage()
    } catch (error) {
      setMessage({ kind: 'error', text: asApiError(error).message })
    }
  }

  return (
    <Modal title={t('phoneDialog.title')} closeLabel={t('phoneDialog.close')} onClose={onClose} testId='phone-dialog'>
      <Text className='gr-phone__intro'>{t('phoneDialog.intro')}</Text>

      <Text className='gr-phone__label' id='gr-phone-label'>
        {t('phoneDialog.phoneLabel')}
      </Text>
      {phones.isLoading && <Text className='gr-muted'>{t('phoneDialog.loadingPhones')}</Text>}
      {phones.error && (
        <View className='gr-phone__load-error' role='alert'>
          <Text>{phones.error.message}</Text>
          <View className='gr-button' {...pressable(phones.retry)}>
            {t('state.retry')}
          </View>
        </View>
      )}
      {phones.data && list.length === 0 && (
        <Text className='gr-muted' data-testid='phone-none'>
          {t('phoneDialog.noPhones')}
        </Text>
      )}
      {list.length > 0 && (
        <View className='gr-phone__list' role='radiogroup' aria-labelledby='gr-phone-label'>
          {list.map((p) => (
            <View
              key={p.phone_id}
              {...pressable(() => setChosenId(p.phone_id), 'radio')}
              aria-checked={p.phone_id === phoneId}
              className={`gr-phone__option${p.phone_id === phoneId ? ' gr-phone__option--on' : ''}`}
              data-testid='phone-option'
            >
              {maskPhone(p.phone)}
            </View>
          ))}
        </View>
      )}

      <Text className='gr-phone__label'>{t('phoneDialog.codeLabel')}</Text>
      <CodeField code={code} onCode={setCode} onSend={getCode} onConfirm={() => void submit()} testId='sms' />

      {message && (
        <View
          className={`gr-phone__message gr-phone__message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid='phone-message'
        >
          {message.text}
        </View>
      )}

      <View
        {...pressable(() => void submit())}
        className={`gr-button gr-button--primary gr-button--block gr-phone__submit${verify.isMutating ? ' gr-button--disabled' : ''}`}
        aria-disabled={verify.isMutating}
        data-testid='sms-verify'
      >
        {verify.isMutating ? t('phoneDialog.verifying') : t('phoneDialog.submit')}
      </View>
    </Modal>
  )
}
