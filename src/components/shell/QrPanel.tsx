import { Text, View, type ViewProps } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { getQrCode } from '../../api/catalog'
import { track } from '../../api/track'
import { qrPanelPath, type QrTopic } from '../../domain/shell'
import { domAttrs } from '../widgets/dom-attrs'
import { Picture } from '../widgets/Picture'

/** A header link that shows a QR panel on hover (after-sales support; demo or training). */
export interface QrPanelProps {
  topic: QrTopic
  /** the link text in the header */
  label: string
  /** the text where the header is narrow (768–1279 px) */
  shortLabel: string
  /** the sentence under the code */
  scanHint: string
  /** the sentence shown alone when there is no code (logged out, or the server could not make it) */
  hint: string
  /** GET /api/get_qr_code needs a session: logged-out visitors get the sentence only */
  loggedIn: boolean
}

// The codes only depend on the page they open and the server's share origin: asked once per load
// of the app, not on every page's header. Failures are not kept, so the next header asks again.
const codes = new Map<string, string>()

/** Forget the fetched codes (tests). */
export function forgetQrCodes(): void {
  codes.clear()
}

/** The SVG data URL of a page's real QR code (server-made), or null while loading, logged out or on failure. */
export function useQrCode(path: string, enabled: boolean): string | null {
  const [src, setSrc] = useState<string | null>(() => (enabled ? (codes.get(path) ?? null) : null))
  useEffect(() => {
    if (!enabled) {
      setSrc(null)
      return undefined
    }
    const known = codes.get(path)
    if (known) {
      setSrc(known)
      return undefined
    }
    let alive = true
    getQrCode(path).then(
      (qr) => {
        codes.set(path, qr.svg)
        if (alive) setSrc(qr.svg)
      },
      () => {
        if (alive) setSrc(null)
      },
    )
    return () => {
      alive = false
    }
  }, [path, enabled])
  return src
}

// The "contact" analytics event: the panel opens on hover (H5), counted once per page load and panel
const contacted = new Set<string>()
function contactTracking(topic: QrTopic): ViewProps {
  const onMouseEnter = () => {
    if (contacted.has(topic)) return
    contacted.add(topic)
    track('contact', { panel: topic === 'support' ? 'afterSales' : 'demo' })
  }
  return { onMouseEnter } as unknown as ViewProps
}

export function QrPanel({ topic, label, shortLabel, scanHint, hint, loggedIn }: QrPanelProps) {
  const src = useQrCode(qrPanelPath(topic), loggedIn)
  return (
    // focusable, so the panel opens for keyboard users too (:focus-within in the styles); a group
    // named by its label, as a plain element may not carry a name without a role
    <View
      className='gr-qr'
      role='group'
      data-testid={`qr-${topic}`}
      {...contactTracking(topic)}
      {...domAttrs({ tabIndex: 0 })}
      aria-label={label}
    >
      <Text className='gr-qr__label gr-qr__label--long'>{label}</Text>
      <Text className='gr-qr__label gr-qr__label--short' aria-hidden='true'>
        {shortLabel}
      </Text>
      <View className='gr-qr__panel'>
        {/* the code is square, so it fills its square box; Taro's H5 aspectFit positions the picture
            absolutely and the panel's centred text pushes it half out of view */}
        {src && <Picture className='gr-qr__image' src={src} mode='scaleToFill' alt={label} data-testid={`qr-${topic}-image`} />}
        <Text className='gr-qr__hint' data-testid={`qr-${topic}-hint`}>
          {src ? scanHint : hint}
        </Text>
      </View>
    </View>
  )
}
