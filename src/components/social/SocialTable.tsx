import { Text, View } from '@tarojs/components'
import { Fragment } from 'react'
import type { SocialRankRow } from '../../../types'
import { currencyOf, formatCount, formatMoney } from '../../domain/format'
import { socialRowSales } from '../../domain/social-row'
import { HeadCell } from '../concept/ConceptTable'
import { CountGrowth } from '../concept/CountGrowth'
import { GrowthTag } from '../concept/GrowthTag'
import { Sparkline } from '../concept/Sparkline'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { SocialRowFollow, SocialRowLeaders, SocialRowToggle, type SocialRowsProps } from './social-rows'

/** The ranked social concepts as a desktop table. */
export type SocialTableProps = SocialRowsProps

export function SocialTable({ rows, onOpen, showSales, follow, leaders }: SocialTableProps) {
  const { lang } = useT()
  return (
    <View className='gr-table' role='table' data-testid='social-table'>
      <View className='gr-table__head' role='row'>
        <HeadCell className='col-rank' label='table.rank' />
        <HeadCell className='col-word' label='table.word' />
        <HeadCell className='col-num' label='social.volume' tip='social.tip.volume' />
        <HeadCell className='col-num col-growth' label='table.yoy' tip='social.tip.yoy' />
        <HeadCell className='col-num col-growth' label='social.mom' tip='social.tip.mom' />
        {showSales && <HeadCell className='col-num' label='social.sales' tip='social.tip.sales' />}
        <HeadCell className='col-trend' label='social.trend' tip='social.tip.trend' />
      </View>
      {rows.map((row: SocialRankRow) => (
        <Fragment key={`${row.rank}-${row.word}`}>
        <View className='gr-table__row gr-table__row--link' data-testid='social-row' {...pressable(() => onOpen(row), 'row')}>
          <View role='cell' className='gr-table__td col-rank'>
            <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
          </View>
          <View role='cell' className='gr-table__td col-word'>
            <Text className='gr-word'>{row.word}</Text>
            <GrowthTag label={row.label} />
            <SocialRowFollow row={row} follow={follow} />
            <SocialRowToggle row={row} leaders={leaders} />
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text className='gr-strong'>{formatCount(row.volume, lang)}</Text>
          </View>
          <View role='cell' className='gr-table__td col-num col-growth'>
            <CountGrowth pct={row.yoy} change={row.change} />
          </View>
          <View role='cell' className='gr-table__td col-num col-growth'>
            <CountGrowth pct={row.mom} change={row.mom_change} />
          </View>
          {showSales && (
            <View role='cell' className='gr-table__td col-num'>
              <Text>{formatMoney(socialRowSales(row), lang, currencyOf('all'))}</Text>
            </View>
          )}
          <View role='cell' className='gr-table__td col-trend'>
            <Sparkline values={row.trend} />
          </View>
        </View>
        <SocialRowLeaders row={row} leaders={leaders} tableRow />
        </Fragment>
      ))}
    </View>
  )
}
