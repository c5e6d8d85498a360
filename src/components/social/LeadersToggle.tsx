import { Text, View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** The button of a social row that shows or hides its top-10 talents and brands (the row itself opens the detail). */
export interface LeadersToggleProps {
  word: string
  open: boolean
  /** id of the region it shows */
  controls: string
  onToggle(): void
}

export function LeadersToggle({ word, open, controls, onToggle }: LeadersToggleProps) {
  const { t } = useT()
  return (
    <View
      {...pressable(onToggle)}
      // inside a clickable row: the toggle must not also open the detail
      onClick={(event: ITouchEvent) => {
        event.stopPropagation()
        onToggle()
      }}
      className={`gr-leaders-toggle${open ? ' gr-leaders-toggle--open' : ''}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t(open ? 'social.leaders.hide' : 'social.leaders.show', { word })}
      data-testid='leaders-toggle'
    >
      <Text aria-hidden>{t('social.leaders.toggle')}</Text>
      <Text className='gr-leaders-toggle__chev' aria-hidden>
        {open ? '▴' : '▾'}
      </Text>
    </View>
  )
}
