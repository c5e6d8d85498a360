import { Text } from '@tarojs/components'
import type { GrowthLabel } from '../../../types'
import { useT } from '../hooks/use-t'

/** The 'new' / 'breakout' badge beside a concept word. */
export interface GrowthTagProps {
  label: GrowthLabel
}

export function GrowthTag({ label }: GrowthTagProps) {
  const { t } = useT()
  if (!label) return null
  return <Text className={`gr-tag gr-tag--${label}`}>{t(`tag.${label}`)}</Text>
}
