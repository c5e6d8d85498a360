import { Text, View } from '@tarojs/components'
import type { Currency, PriceBand } from '../../../types'
import { formatMoney, formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { bandName } from './drivers-text'

/** The price bands as a chart of paired bars (this period over a year earlier) with each band's share, growth and items. */
export interface PriceBandsProps {
  bands: PriceBand[]
  currency: Currency
}

export function PriceBands({ bands, currency }: PriceBandsProps) {
  const { t, lang } = useT()
  const widest = Math.max(1, ...bands.flatMap((b) => [b.sales, b.sales_base ?? 0]))
  const width = (v: number | null) => `${((v ?? 0) / widest) * 100}%`
  return (
    <View className='gr-bands' data-testid='price-bands'>
      <View className='gr-bands__legend' aria-hidden>
        <Text className='gr-bands__key gr-bands__key--now'>{t('detailTabs.drivers.period')}</Text>
        <Text className='gr-bands__key gr-bands__key--base'>{t('detailTabs.drivers.base')}</Text>
      </View>
      <View className='gr-bands__row gr-bands__row--head' aria-hidden>
        <Text className='gr-bands__name' />
        <Text className='gr-bands__bars' />
        <Text className='gr-bands__sales'>{t('table.sales')}</Text>
        <Text className='gr-bands__share'>{t('detailTabs.drivers.share')}</Text>
        <Text className='gr-bands__yoy'>{t('detailTabs.drivers.yoy')}</Text>
        <Text className='gr-bands__items'>{t('detailTabs.drivers.items')}</Text>
      </View>
      {bands.map((b) => (
        <View key={b.key} className='gr-bands__row' data-testid='price-band'>
          <Text className='gr-bands__name'>{bandName(b, t, lang, currency)}</Text>
          <View className='gr-bands__bars' aria-hidden>
            <View className='gr-bands__bar gr-bands__bar--now' style={{ width: width(b.sales) }} />
            {b.sales_base !== null && <View className='gr-bands__bar gr-bands__bar--base' style={{ width: width(b.sales_base) }} />}
          </View>
          <Text className='gr-bands__sales'>{formatMoney(b.sales, lang, currency)}</Text>
          <Text className='gr-bands__share'>{`${b.share ?? 0}%`}</Text>
          <Text className='gr-bands__yoy'>{formatPercent(b.sales_yoy)}</Text>
          <Text className='gr-bands__items' aria-label={`${t('detailTabs.drivers.items')} ${b.items ?? 0}`}>
            {b.items ?? 0}
          </Text>
        </View>
      ))}
    </View>
  )
}
