import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { closeAccount } from '../../api/login'
import { ApiError } from '../../api/errors'
import { leaveSignedOut } from '../../platform/login'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'

/**
 * "注销账号" on /my, both targets (docs/rules.md, "Getting in and leaving"): a dialog says what is
 * deleted and asks; the server deletes it and ends every session, and the app returns to its login
 * page. A refusal (a shared demo account) is said inside the dialog, whole.
 */
export function CloseAccount() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')

  const dismiss = () => {
    setOpen(false)
    setRefusal('')
  }
  const close = async () => {
    if (busy) return
    setBusy(true)
    try {
      await closeAccount()
      void Taro.showToast({ title: t('my.closeDone'), icon: 'none' })
      await leaveSignedOut()
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <View className='gr-list-row gr-list-row--link gr-my__close' {...pressable(() => setOpen(true))} data-testid='my-close-account'>
        <Text>{t('my.closeAccount')}</Text>
        <Text className='gr-list-row__v'>›</Text>
      </View>
      {open && (
        <Modal title={t('my.closeTitle')} closeLabel={t('my.closeCancel')} onClose={dismiss} testId='close-account-dialog'>
          <Text className='gr-my__close-text'>{t('my.closeConfirm')}</Text>
          {refusal && (
            <View className='gr-login__error' role='alert' data-testid='close-account-refusal'>
              {refusal}
            </View>
          )}
          <View className='gr-my__close-actions'>
            <View className='gr-button' {...pressable(dismiss)} data-testid='close-account-cancel'>
              {t('my.closeCancel')}
            </View>
            <View
              className={`gr-button gr-my__close-ok${busy ? ' gr-button--disabled' : ''}`}
              {...pressable(() => void close())}
              aria-disabled={busy}
              data-testid='close-account-confirm'
            >
              {t('my.closeOk')}
            </View>
          </View>
        </Modal>
      )}
    </>
  )
}
