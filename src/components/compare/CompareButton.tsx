import { View, type ITouchEvent } from '@tarojs/components'
import { sameEntry, type CompareEntry } from '../../domain/compare'
import { navigate } from '../../platform/navigation'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { addAndSay, useCompareList } from './compare-list'
import { buttonText } from './button-text'
import './compare-button.scss'

export interface CompareButtonProps {
  entry: CompareEntry
  /** a smaller button for table rows and cards */
  compact?: boolean
}

/**
 * "+ 对比" / "+ Compare": adds the concept (its word, platform and categories) to this device's
 * comparison and says so; once it is in, the same place opens /compare with the whole comparison.
 */
export function CompareButton({ entry, compact = false }: CompareButtonProps) {
  const { lang } = useT()
  const c = buttonText(lang)
  const list = useCompareList()
  const inList = list.some((e) => sameEntry(e, entry))
  const press = () => {
    if (inList) {
      void navigate('compare')
      return
    }
    addAndSay(entry, lang)
  }
  return (
    <View
      className={`gr-button gr-compare-add${compact ? ' gr-compare-add--compact' : ''}${inList ? ' gr-compare-add--in' : ''}`}
      {...pressable(press, inList ? 'link' : 'button')}
      // inside a clickable row (rankings, search results) the button must not also open the row
      onClick={(event: ITouchEvent) => {
        event.stopPropagation()
        press()
      }}
      aria-label={inList ? c.open(list.length) : c.addLabel(entry.word)}
      data-testid='compare-add'
    >
      {inList ? c.open(list.length) : c.add}
    </View>
  )
}
