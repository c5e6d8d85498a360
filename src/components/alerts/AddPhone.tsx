import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PhoneOption, PhoneSettings, SmsSettingSendRequest } from '../../../types'
import { savePhone, sendSettingSms, verifySettingSms } from '../../api/account'
import { asApiError } from '../../data/use-api'
import { maskPhone } from '../../domain/mask'
import { normalizeChineseMobile } from '../../domain/phone'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { CodeField } from '../shell/CodeField'

type Message = { kind: 'error' | 'info'; text: string } | null

/**
 * Adding a phone: with numbers on file the server asks the session to prove it holds one of them
 * first (routes/phone.ts), so the form confirms one by SMS code, then takes the new
 * number, verifies it by its own code and saves it.
 */
export interface AddPhoneProps {
  /** the phones on file (masked) */
  phones: PhoneOption[]
  /** the new list once the number is saved */
  onAdded(phones: PhoneSettings): void
}

export function AddPhone({ phones, onAdded }: AddPhoneProps) {
  const { t } = useT()
  const [confirmed, setConfirmed] = useState(false)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [number, setNumber] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message>(null)
  const step = phones.length > 0 && !confirmed ? 'confirm' : 'number'
  const onFileId = chosenId ?? phones[0]?.phone_id ?? null

  const fail = (error: unknown) => setMessage({ kind: 'error', text: asApiError(error).message })
  const run = async (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      await work()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }
  const newNumber = () => {
    const phone = normalizeChineseMobile(number)
    if (!phone) setMessage({ kind: 'error', text: t('alerts.badNumber') })
    return phone
  }

  /** who the code goes to: the number on file being confirmed, or the new number */
  const codeTarget = (): SmsSettingSendRequest | null => {
    if (step === 'confirm') return onFileId === null ? null : { phone_id: onFileId }
    const phone = newNumber()
    return phone ? { phone } : null
  }

  const sendCode = async (): Promise<boolean> => {
    const target = codeTarget()
    if (target === null) return false
    try {
      const sent = await sendSettingSms(target)
      setMessage({ kind: 'info', text: t('alerts.sent', { phone: maskPhone(sent.phone) }) })
      return true
    } catch (error) {
      fail(error)
      return false
    }
  }

  const submit = () =>
    run(async () => {
      if (code.length === 0) return setMessage({ kind: 'error', text: t('validation.smsCodeRequired') })
      if (step === 'confirm') {
        if (onFileId === null) return setMessage({ kind: 'error', text: t('validation.phoneRequired') })
        await verifySettingSms({ phone_id: onFileId, code })
        setConfirmed(true)
        setCode('')
        return setMessage({ kind: 'info', text: t('alerts.confirmed') })
      }
      const phone = newNumber()
      if (!phone) return
      await verifySettingSms({ phone, code })
      const list = await savePhone({ phone })
      setNumber('')
      setCode('')
      setMessage({ kind: 'info', text: t('alerts.added', { phone: maskPhone(phone) }) })
      onAdded(list)
    })

  return (
    <View className='gr-alerts__form' data-testid='add-phone'>
      <Text className='gr-alerts__label'>{t('alerts.addTitle')}</Text>
      {step === 'confirm' ? (
        <>
          <Text className='gr-alerts__hint'>{t('alerts.confirmIntro')}</Text>
          <View className='gr-alerts__field' role='radiogroup' aria-label={t('alerts.confirmPhone')}>
            {phones.map((p) => (
              <View
                key={p.phone_id}
                {...pressable(() => setChosenId(p.phone_id), 'radio')}
                aria-checked={p.phone_id === onFileId}
                className={`gr-button${p.phone_id === onFileId ? ' gr-alerts__switch--on' : ''}`}
                data-testid='confirm-phone'
              >
                {maskPhone(p.phone)}
              </View>
            ))}
          </View>
        </>
      ) : (
        <View className='gr-alerts__field'>
          <Input
            className='gr-input'
            type='number'
            maxlength={11}
            value={number}
            placeholder={t('alerts.newNumberPlaceholder')}
            aria-label={t('alerts.newNumber')}
            data-testid='new-phone'
            onInput={(e) => setNumber(String(e.detail.value).replace(/\D/g, '').slice(0, 11))}
          />
        </View>
      )}
      {/* a new key per step: the countdown of the confirming code does not hold up the new number's */}
      <CodeField key={step} code={code} onCode={setCode} onSend={sendCode} onConfirm={() => void submit()} testId={`phone-${step}`} />
      {message && (
        <View
          className={`gr-alerts__message gr-alerts__message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid='add-phone-message'
        >
          {message.text}
        </View>
      )}
      <View
        {...pressable(() => void submit())}
        className={`gr-button gr-button--primary${busy ? ' gr-button--disabled' : ''}`}
        aria-disabled={busy}
        data-testid={`phone-${step}-submit`}
      >
        {busy ? t('alerts.working') : step === 'confirm' ? t('alerts.confirm') : t('alerts.add')}
      </View>
    </View>
  )
}
