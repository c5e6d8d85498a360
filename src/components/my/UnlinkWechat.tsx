import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { unlinkWechat } from '../../api/login'
import { ApiError } from '../../api/errors'
import { leaveSignedOut } from '../../platform/login'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/**
 * "解除微信绑定" on the mini-program's /my. A mini-program session has no logout button, so this is
 * how someone takes their WeChat back: after a confirmation the server forgets the link and ends the
 * session, and the app returns to its login page.
 */
export function UnlinkWechat() {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const unlink = async () => {
    if (busy) return
    const { confirm } = await Taro.showModal({
      title: t('mini.unbindTitle'),
      content: t('mini.unbindConfirm'),
      confirmText: t('mini.unbindOk'),
      cancelText: t('mini.unbindCancel'),
    })
    if (!confirm) return
    setBusy(true)
    try {
      await unlinkWechat()
      void Taro.showToast({ title: t('mini.unbindDone'), icon: 'none' })
      await leaveSignedOut()
    } catch (error) {
      void Taro.showToast({ title: error instanceof ApiError ? error.message : t('errors.generic'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <View
      className={`gr-button gr-button--block gr-my__logout${busy ? ' gr-button--disabled' : ''}`}
      {...pressable(() => void unlink())}
      aria-disabled={busy}
      data-testid='my-unlink-wechat'
    >
      {t('mini.unbindWechat')}
    </View>
  )
}
