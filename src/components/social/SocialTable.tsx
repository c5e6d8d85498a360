import { Text, View } from '@tarojs/components'
import { Fragment } from 'react'
import type { SocialRankRow } from '../../../types'
import { currencyOf, formatCount, formatMoney } from '../../domain/format'
import { socialRowSales } from '../../domain/social-row'
import { Cell, HeadRow, NameCell, RankCell } from '../widgets/cells'
import { CountGrowth } from '../widgets/CountGrowth'
import { Sparkline } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { SocialRowCompare, SocialRowFollow, SocialRowLeaders, SocialRowToggle, type SocialRowsProps } from './social-rows'

/** The ranked social concepts as a desktop table. */
export type SocialTableProps = SocialRowsProps

export function SocialTable({ rows, onOpen, showSales, follow, leaders }: SocialTableProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-table' role='table' data-testid='social-table'>
      <HeadRow
        name={t('table.word')}
        columns={[
          { className: 'col-num', text: t('social.volume'), tip: t('social.tip.volume') },
          { className: 'col-num col-growth', text: t('table.yoy'), tip: t('social.tip.yoy') },
          { className: 'col-num col-growth', text: t('social.mom'), tip: t('social.tip.mom') },
          showSales && { className: 'col-num', text: t('social.sales'), tip: t('social.tip.sales') },
          { className: 'col-trend', text: t('social.trend'), tip: t('social.tip.trend') },
        ]}
      />
      {rows.map((row: SocialRankRow) => (
        <Fragment key={`${row.rank}-${row.word}`}>
          <View className='gr-table__row gr-table__row--link' data-testid='social-row' {...pressable(() => onOpen(row), 'row')}>
            <RankCell rank={row.rank} />
            <NameCell name={row.word} label={row.label}>
              <SocialRowFollow row={row} follow={follow} />
              <SocialRowCompare row={row} follow={follow} />
              <SocialRowToggle row={row} leaders={leaders} />
            </NameCell>
            <Cell className='col-num'>
              <Text className='gr-strong'>{formatCount(row.volume, lang)}</Text>
            </Cell>
            <Cell className='col-num col-growth'>
              <CountGrowth pct={row.yoy} change={row.change} />
            </Cell>
            <Cell className='col-num col-growth'>
              <CountGrowth pct={row.mom} change={row.mom_change} />
            </Cell>
            {showSales && (
              <Cell className='col-num'>
                <Text>{formatMoney(socialRowSales(row), lang, currencyOf('all'))}</Text>
              </Cell>
            )}
            <Cell className='col-trend'>
              <Sparkline values={row.trend} />
            </Cell>
          </View>
          <SocialRowLeaders row={row} leaders={leaders} tableRow />
        </Fragment>
      ))}
    </View>
  )
}
