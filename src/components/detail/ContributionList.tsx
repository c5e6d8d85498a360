import { Text, View } from '@tarojs/components'
import type { Currency, DriverPart } from '../../../types'
import { formatMoney, formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { partName, signedMoney, type PartKind } from './drivers-text'

/**
 * One split of the concept's change (by item age, category, brand or price band): each part's
 * change as a bar left (fall) or right (rise) of the middle line, its amount and its share of the
 * whole change. With the base unknown there is no change: the bar is the part's share of sales.
 */
export interface ContributionListProps {
  parts: DriverPart[]
  kind: PartKind
  currency: Currency
  testId: string
}

export function ContributionList({ parts, kind, currency, testId }: ContributionListProps) {
  const { t, lang } = useT()
  const known = parts.every((p) => p.change !== null)
  const widest = Math.max(1, ...parts.map((p) => Math.abs(known ? (p.change ?? 0) : p.sales)))
  return (
    <View className='gr-contrib' data-testid={testId}>
      {parts.map((p) => {
        const size = (Math.abs(known ? (p.change ?? 0) : p.sales) / widest) * (known ? 50 : 100)
        const down = known && (p.change ?? 0) < 0
        return (
          <View key={p.key} className='gr-contrib__row' data-testid='driver-part'>
            <Text className='gr-contrib__name'>{partName(p, kind, t, lang, currency)}</Text>
            <View className={`gr-contrib__track${known ? ' gr-contrib__track--split' : ''}`} aria-hidden>
              <View
                className={`gr-contrib__bar gr-contrib__bar--${down ? 'down' : 'up'}`}
                style={known ? { width: `${size}%`, [down ? 'right' : 'left']: '50%' } : { width: `${size}%`, left: 0 }}
              />
            </View>
            <Text className={`gr-contrib__value gr-contrib__value--${down ? 'down' : 'up'}`}>
              {known ? signedMoney(p.change, lang, currency) : formatMoney(p.sales, lang, currency)}
            </Text>
            <Text className='gr-contrib__share'>{known ? (p.change_share === null ? '—' : `${p.change_share}%`) : `${p.share ?? 0}%`}</Text>
            <Text className='gr-contrib__yoy'>{formatPercent(p.sales_yoy)}</Text>
          </View>
        )
      })}
    </View>
  )
}

/** The column names above a ContributionList. */
export function ContributionHead({ known }: { known: boolean }) {
  const { t } = useT()
  return (
    <View className='gr-contrib__row gr-contrib__row--head' aria-hidden>
      <Text className='gr-contrib__name' />
      <Text className='gr-contrib__track' />
      <Text className='gr-contrib__value'>{known ? t('detailTabs.drivers.change') : t('table.sales')}</Text>
      <Text className='gr-contrib__share'>{known ? t('detailTabs.drivers.changeShare') : t('detailTabs.drivers.share')}</Text>
      <Text className='gr-contrib__yoy'>{t('detailTabs.drivers.yoy')}</Text>
    </View>
  )
}
