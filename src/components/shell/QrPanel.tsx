import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { qrPatternDataUri } from './qr-pattern'

/** A header link that shows a QR panel on hover (after-sales support; demo or training). */
export interface QrPanelProps {
  /** the link text in the header */
  label: string
  /** the sentence under the code */
  hint: string
  /** seeds the placeholder picture so each panel has its own */
  seed: string
  /** a server-served QR image; the generated placeholder is used without it */
  imageUrl?: string
}

export function QrPanel({ label, hint, seed, imageUrl }: QrPanelProps) {
  const src = useMemo(() => imageUrl || qrPatternDataUri(seed), [imageUrl, seed])
  return (
    <View className='gr-qr' data-testid={`qr-${seed}`}>
      <Text className='gr-qr__label'>{label}</Text>
      <View className='gr-qr__panel'>
        <Image className='gr-qr__image' src={src} mode='aspectFit' />
        <Text className='gr-qr__hint'>{hint}</Text>
      </View>
    </View>
  )
}
