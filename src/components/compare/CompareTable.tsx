import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CompareRow } from '../../../types'
import { ERROR_CODES } from '../../../types/envelope'
import { figuresOf, growthRanks, sortedIndexes, type CompareMetric, type CompareSortKey } from '../../domain/compare'
import { refusalOf } from '../../domain/compare-measure'
import { sourcesOf } from '../../domain/freshness'
import type { SocialPlat } from '../../../types'
import { FreshnessTag } from '../freshness/FreshnessNote'
import { formatCount, formatMoney, formatMonth, formatPercent } from '../../domain/format'
import { GrowthTag } from '../widgets/GrowthTag'
import { Growth } from '../widgets/Growth'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { compareText } from './compare-text'

export interface CompareTableProps {
  rows: CompareRow[]
  /** the month of "this month's figure" */
  ts: string
  metric: CompareMetric
  /** the social platform of the social volume */
  socialPlat: SocialPlat
  /** the chart's colour of each row (its place among the answered rows), so the table names the lines */
  /** each row's line colour (null: not drawn) */
  colors: (string | null)[]
  isMobile: boolean
  onMove(row: CompareRow, delta: number): void
  onRemove(row: CompareRow): void
}

/**
 * The comparison's table beside the chart: each concept's figure this month, YoY %, absolute
 * change, label and rank, sortable by each column (pressed again: the other way; "concept" is the
 * user's own order), with moving up and down and removing. A refused concept keeps its row and says why.
 */
export function CompareTable({ rows, ts, metric, socialPlat, colors, isMobile, onMove, onRemove }: CompareTableProps) {
  const { t, lang } = useT()
  const c = compareText(lang)
  const [sort, setSort] = useState<{ key: CompareSortKey; desc: boolean }>({ key: 'order', desc: false })
  const ranks = growthRanks(rows, metric)
  const order = sortedIndexes(rows, metric, sort.key, sort.desc)
  const sortOn = (key: CompareSortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'rank' && key !== 'order' }))
  const head = (key: CompareSortKey, label: string, className: string) => (
    <View
      role='columnheader'
      className={`gr-table__th ${className} gr-compare__sort${sort.key === key ? ' gr-compare__sort--on' : ''}`}
      {...pressable(() => sortOn(key))}
      aria-label={c.sortBy(label)}
      aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      data-testid={`compare-sort-${key}`}
    >
      <Text>{label}</Text>
      {sort.key === key && (
        <Text className='gr-compare__arrow' aria-hidden>
          {sort.desc ? '↓' : '↑'}
        </Text>
      )}
    </View>
  )
  const month = formatMonth(ts, lang)
  // a word or category the server cannot read comes from a hand-edited or outdated link: the
  // server's message names the parameter, which tells a reader nothing they can act on
  const whyRefused = (row: CompareRow) =>
    row.error_code === ERROR_CODES.badParam && metric !== 'social' ? c.badEntry : refusalOf(row, metric)
  // the social platform is named by the switch above: the column's head stays short
  const metricName = metric === 'sales' ? c.sales : metric === 'social' ? c.social : c.volume
  // phones have no header row: each figure of a card says what it is
  const caption = (text: string) => (isMobile ? <Text className='gr-compare__caption'>{text}</Text> : null)
  return (
    <View className={`gr-table gr-compare__table${isMobile ? ' gr-compare__table--mobile' : ''}`} role='table' data-testid='compare-table'>
      <View className='gr-table__head' role='row'>
        {head('order', c.concept, 'col-word')}
        {head('current', `${metricName} · ${c.thisMonth(month)}`, 'col-num')}
        {head('yoy', `${c.yoy} / ${c.change}`, 'col-num')}
        <View role='columnheader' className='gr-table__th col-label'>
          <Text>{c.label}</Text>
        </View>
        {head('rank', c.rank, 'col-rank')}
        <View role='columnheader' className='gr-table__th col-actions'>
          <Text>{c.actions}</Text>
        </View>
      </View>
      {order.map((i, place) => {
        const row = rows[i]
        const f = figuresOf(row, metric)
        const s = row.search
        const color = colors[i]
        const cats = !s
          ? ''
          : s.all_categories || s.cid.length === 0
            ? c.allCategories
            : (lang === 'en' ? s.category_names_en : s.category_names).join('、')
        return (
          <View key={`${row.plat}|${row.cid}|${row.word}`} className='gr-table__row' role='row' data-testid='compare-row'>
            <View role='cell' className='gr-table__td col-word'>
              {color && <Text className='gr-compare__dot' style={{ background: color }} aria-hidden />}
              <View className='gr-compare__name'>
                <Text className='gr-word'>{row.word}</Text>
                <Text className='gr-muted gr-compare__scope'>{`${t(`platforms.${row.plat}`)}${cats ? ` · ${cats}` : ''}`}</Text>
              </View>
            </View>
            {f && (s || metric === 'social') ? (
              <>
                <View role='cell' className='gr-table__td col-num'>
                  {caption(`${metricName} · ${month}`)}
                  <Text className='gr-strong'>
                    {metric === 'sales' && s ? formatMoney(f.current, lang, s.currency) : formatCount(f.current, lang)}
                  </Text>
                  <FreshnessTag month={ts} sources={metric === 'social' ? sourcesOf(socialPlat, true) : sourcesOf(row.plat)} />
                </View>
                <View role='cell' className='gr-table__td col-num col-growth'>
                  {caption(c.yoy)}
                  {metric === 'sales' && s ? (
                    <Growth yoy={f.yoy} change={f.change} currency={s.currency} />
                  ) : (
                    <View className={`gr-growth gr-growth--${f.yoy === null ? 'new' : f.yoy > 0 ? 'up' : f.yoy < 0 ? 'down' : 'flat'}`}>
                      <Text className='gr-growth__pct'>{formatPercent(f.yoy)}</Text>
                      <Text className='gr-growth__abs'>
                        {f.change === null ? '—' : `${f.change > 0 ? '+' : ''}${formatCount(f.change, lang)}`}
                      </Text>
                    </View>
                  )}
                </View>
                <View role='cell' className='gr-table__td col-label'>
                  <GrowthTag label={f.label} />
                </View>
                <View
                  role='cell'
                  className='gr-table__td col-rank'
                  aria-label={ranks[i] === null ? `${c.rank}: ${c.unranked}` : `${c.rank} ${ranks[i]} (${c.rankHint})`}
                >
                  {caption(c.rank)}
                  <Text className='gr-rank'>{ranks[i] ?? '—'}</Text>
                </View>
              </>
            ) : (
              <View role='cell' className='gr-table__td gr-compare__refused' data-testid='compare-refused'>
                <Text>{`${c.refused}${whyRefused(row)}`}</Text>
              </View>
            )}
            <View role='cell' className='gr-table__td col-actions'>
              {sort.key === 'order' && (
                <>
                  <View
                    className={`gr-icon-button${place === 0 ? ' gr-icon-button--off' : ''}`}
                    {...pressable(() => onMove(row, -1))}
                    aria-label={c.moveUp(row.word)}
                    aria-disabled={place === 0}
                    data-testid='compare-up'
                  >
                    ↑
                  </View>
                  <View
                    className={`gr-icon-button${place === rows.length - 1 ? ' gr-icon-button--off' : ''}`}
                    {...pressable(() => onMove(row, 1))}
                    aria-label={c.moveDown(row.word)}
                    aria-disabled={place === rows.length - 1}
                    data-testid='compare-down'
                  >
                    ↓
                  </View>
                </>
              )}
              <View
                className='gr-icon-button'
                {...pressable(() => onRemove(row))}
                aria-label={c.remove(row.word)}
                data-testid='compare-remove'
              >
                ×
              </View>
            </View>
          </View>
        )
      })}
    </View>
  )
}
