import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { GrowthLabel } from '../../../types'
import { formatCount, formatMoney, type Currency } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { CardStat } from './CardStat'
import { Growth } from './Growth'
import { GrowthTag } from './GrowthTag'
import { Sparkline } from './Sparkline'

// The figures every ranking and breakdown shows alike — rank, name with its growth label, sales,
// growth and units sold — as table cells on a desktop and as card parts on a phone, written once so
// that the concept, brand and category rankings and a concept's categories, brands and items look
// and read the same. (Few, plain components: each one is code in the mini-program's main package.)

export interface Column {
  className: string
  /** the heading, already translated */
  text: string
  /** its tooltip, already translated */
  tip?: string
}

/** A table's heading row: the rank, the name column, then the table's own columns (false: not shown). */
export function HeadRow({ name, nameClass = 'col-word', columns }: { name: string; nameClass?: string; columns: (Column | false)[] }) {
  const { t } = useT()
  const all: (Column | false)[] = [{ className: 'col-rank', text: t('table.rank') }, { className: nameClass, text: name }, ...columns]
  return (
    <View className='gr-table__head' role='row'>
      {all.map(
        (column, i) =>
          column && (
            <View key={i} role='columnheader' className={`gr-table__th ${column.className}`}>
              <Text>{column.text}</Text>
              {column.tip && (
                <View className='gr-tip'>
                  <Text className='gr-tip__icon'>?</Text>
                  <Text className='gr-tip__bubble'>{column.tip}</Text>
                </View>
              )}
            </View>
          ),
      )}
    </View>
  )
}

/** One cell of a table row. */
export function Cell({ className, children }: { className: string; children: ReactNode }) {
  return (
    <View role='cell' className={`gr-table__td ${className}`}>
      {children}
    </View>
  )
}

/** A rank; in a ranking the first three stand out (`top`), in a list of items they do not. */
export function Rank({ rank, top = true }: { rank: number; top?: boolean }) {
  return <Text className={`gr-rank${top && rank <= 3 ? ' gr-rank--top' : ''}`}>{rank}</Text>
}

export function RankCell({ rank, top }: { rank: number; top?: boolean }) {
  return (
    <Cell className='col-rank'>
      <Rank rank={rank} top={top} />
    </Cell>
  )
}

export interface NamedProps {
  name: string
  label: GrowthLabel
  /** what a row adds beside the name (few items, follow, compare) */
  children?: ReactNode
}

/** A name with its growth label (new, breakout …). */
export function NameCell({ name, label, children }: NamedProps) {
  return (
    <Cell className='col-word'>
      <Text className='gr-word'>{name}</Text>
      <GrowthTag label={label} />
      {children}
    </Cell>
  )
}

/** A row's sales and their growth, as every ranking and breakdown reports them. */
export interface SalesFigures {
  sales: number
  /** units sold; absent where a ranking does not count them (brands, categories) */
  volume?: number
  sales_yoy: number | null
  /** null when a month of the base has no data */
  sales_change: number | null
}

/**
 * The sales, growth and (where the row counts them) units-sold cells, side by side as every table has
 * them, and the rankings' 12-month sparkline after them (`trend`).
 */
export function FigureCells({ figures, currency, trend }: { figures: SalesFigures; currency: Currency; trend?: (number | null)[] }) {
  const { lang } = useT()
  return (
    <>
      <Cell className='col-num'>
        <Text className='gr-strong'>{formatMoney(figures.sales, lang, currency)}</Text>
      </Cell>
      <Cell className='col-num col-growth'>
        <Growth yoy={figures.sales_yoy} change={figures.sales_change} currency={currency} />
      </Cell>
      {figures.volume !== undefined && (
        <Cell className='col-num'>
          <Text>{formatCount(figures.volume, lang)}</Text>
        </Cell>
      )}
      {trend && (
        <Cell className='col-trend'>
          <Sparkline values={trend} />
        </Cell>
      )}
    </>
  )
}

/** A card's first line: rank, name and label (and the row's own buttons), its growth at the end. */
export function CardHead({
  rank,
  name,
  label,
  children,
  figures,
  currency,
}: NamedProps & { rank: number; figures: Omit<SalesFigures, 'volume'>; currency: Currency }) {
  return (
    <View className='gr-card__top'>
      <Rank rank={rank} />
      <View className='gr-card__title'>
        <Text className='gr-word'>{name}</Text>
        <GrowthTag label={label} />
        {children}
      </View>
      <Growth yoy={figures.sales_yoy} change={figures.sales_change} currency={currency} />
    </View>
  )
}

/** A card's sales figure. */
export function SalesStat({ sales, currency }: { sales: number; currency: Currency }) {
  const { t, lang } = useT()
  return <CardStat label={t('table.sales')} value={formatMoney(sales, lang, currency)} />
}

/** A card's units sold. */
export function VolumeStat({ volume }: { volume: number }) {
  const { t, lang } = useT()
  return <CardStat label={t('table.volume')} value={formatCount(volume, lang)} />
}
