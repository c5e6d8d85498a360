import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { QrCode } from '../../../types'
import { getQrCode } from '../../api/catalog'
import { track } from '../../api/track'
import { asApiError } from '../../data/use-api'
import { copyWithToast } from '../hooks/copy-with-toast'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'
import { Picture } from '../widgets/Picture'

/** The share dialog of /detail (and /compare): a short link of the view (url_id), its QR code and a copy button. */
export interface SharePanelProps {
  /** the page the short link opens; @default 'detail' */
  route?: 'detail' | 'compare'
  /** the dialog's title; @default the detail page's */
  title?: string
  /** saves the view as a short link (or returns the one it has) */
  shareId(): Promise<string>
  onClose(): void
}

/** The page_share analytics event: the QR shown, or the link copied. */
function shared(urlId: string, channel: 'qr' | 'link'): void {
  track('page_share', { url_id: urlId, channel })
}

export function SharePanel({ shareId, onClose, route = 'detail', title }: SharePanelProps) {
  const { t } = useT()
  const [code, setCode] = useState<QrCode | null>(null)
  const [error, setError] = useState('')
  const [urlId, setUrlId] = useState('')
  useEffect(() => {
    let live = true
    shareId()
      .then((id) => getQrCode(`/${route}?urlId=${encodeURIComponent(id)}`).then((qr) => ({ id, qr })))
      .then(({ id, qr }) => {
        if (!live) return
        setUrlId(id)
        setCode(qr)
        shared(id, 'qr')
      })
      .catch((cause: unknown) => live && setError(asApiError(cause).message))
    return () => {
      live = false
    }
  }, [shareId, route])
  const copy = () => {
    if (!code) return
    shared(urlId, 'link')
    void copyWithToast(code.url, t('detail.copied'), t)
  }
  return (
    <Modal title={title ?? t('detail.shareTitle')} closeLabel={t('detail.close')} onClose={onClose} testId='share-panel'>
      {error ? (
        <Text className='gr-status__text'>{error}</Text>
      ) : !code ? (
        <Text className='gr-status__text'>{t('detail.shareMaking')}</Text>
      ) : (
        <View className='gr-share'>
          {/* alt='': the link below says what the code says */}
          <Picture className='gr-share__qr' src={code.svg} mode='aspectFit' alt='' />
          <Text className='gr-share__hint'>{t('detail.shareHint')}</Text>
          <View className='gr-share__row'>
            <Text className='gr-share__url' data-testid='share-url' selectable>
              {code.url}
            </Text>
            <View className='gr-button gr-button--primary' {...pressable(copy)}>
              {t('detail.copy')}
            </View>
          </View>
        </View>
      )}
    </Modal>
  )
}
