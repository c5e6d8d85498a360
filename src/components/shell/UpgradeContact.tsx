import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { qrPanelPath } from '../../domain/shell'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'
import { useQrCode } from './QrPanel'
import { Picture } from '../widgets/Picture'

/**
 * What a -403 ("upgrade") offers to do: a button that opens the after-sales contact, the same code
 * as the header's support panel, so the message is never a dead end (phones have no header panel).
 */
export function UpgradeContact() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <View className='gr-button gr-button--primary' {...pressable(() => setOpen(true))} data-testid='error-upgrade'>
        {t('upgrade.contact')}
      </View>
      {open && <UpgradeDialog onClose={() => setOpen(false)} />}
    </>
  )
}

function UpgradeDialog({ onClose }: { onClose(): void }) {
  const { t } = useT()
  const src = useQrCode(qrPanelPath('support'), true)
  return (
    <Modal title={t('upgrade.title')} closeLabel={t('mobileNav.close')} onClose={onClose} testId='upgrade-contact'>
      <View className='gr-upgrade'>
        {src && <Picture className='gr-qr__image' src={src} mode='scaleToFill' alt={t('upgrade.title')} data-testid='upgrade-qr' />}
        <Text className='gr-qr__hint'>{t('upgrade.contactHint')}</Text>
      </View>
    </Modal>
  )
}
