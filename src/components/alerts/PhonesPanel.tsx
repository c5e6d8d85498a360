import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PhoneSettings } from '../../../types'
import { deletePhone, getPhones } from '../../api/account'
import { asApiError, useApi } from '../../data/use-api'
import { maskPhone } from '../../domain/mask'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { AddPhone } from './AddPhone'
import { AlertStatus } from './AlertStatus'

/** swr key of GET /api/phone/setting; the verification dialog (PhoneDialog) reads the same list */
const PHONES_KEY = 'phones'

/** The phones of /setUp: where alerts go, remove one (never the last), add one verified by SMS. */
export function PhonesPanel() {
  const { t } = useT()
  const phones = useApi<PhoneSettings>([PHONES_KEY], getPhones)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)

  const remove = async (phoneId: number, phone: string) => {
    if (removing !== null) return
    setRemoving(phoneId)
    setMessage(null)
    try {
      phones.mutate(await deletePhone(phoneId))
      setMessage({ kind: 'info', text: t('alerts.removed', { phone: maskPhone(phone) }) })
    } catch (error) {
      setMessage({ kind: 'error', text: asApiError(error).message })
    } finally {
      setRemoving(null)
    }
  }

  let body
  if (phones.error && !phones.data) {
    body = <AlertStatus kind='error' text={t('alerts.phonesError')} error={phones.error} onRetry={phones.retry} testId='phones-error' />
  } else if (!phones.data) body = <AlertStatus kind='loading' text={t('alerts.phonesLoading')} testId='phones-loading' />
  else {
    const list = phones.data
    body = (
      <>
        {list.length === 0 && <AlertStatus kind='empty' text={t('alerts.phonesEmpty')} testId='phones-empty' />}
        {list.length > 0 && <Text className='gr-alerts__hint'>{t('alerts.sendsTo', { phone: maskPhone(list[0].phone) })}</Text>}
        <View className='gr-alerts__list' role='list'>
          {list.map((p) => (
            <View key={p.phone_id} className='gr-alerts__row' role='listitem' data-testid='phone-row'>
              <Text className='gr-alerts__word'>{maskPhone(p.phone)}</Text>
              {list.length > 1 ? (
                <View
                  {...pressable(() => void remove(p.phone_id, p.phone))}
                  className={`gr-button${removing === p.phone_id ? ' gr-button--disabled' : ''}`}
                  aria-label={t('alerts.removeLabel', { phone: maskPhone(p.phone) })}
                  data-testid='phone-remove'
                >
                  {t('alerts.remove')}
                </View>
              ) : (
                <Text className='gr-alerts__where'>{t('alerts.lastPhone')}</Text>
              )}
            </View>
          ))}
        </View>
        {message && (
          <View
            className={`gr-alerts__message gr-alerts__message--${message.kind}`}
            role={message.kind === 'error' ? 'alert' : 'status'}
            data-testid='phones-message'
          >
            {message.text}
          </View>
        )}
        <AddPhone phones={list} onAdded={(next) => phones.mutate(next)} />
      </>
    )
  }
  return (
    <View className='gr-alerts__section' data-testid='phones-panel'>
      <Text className='gr-alerts__title'>{t('alerts.phonesTitle')}</Text>
      {body}
    </View>
  )
}
