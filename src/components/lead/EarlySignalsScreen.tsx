import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CatalogPlat } from '../../../types'
import { getEarlySignals } from '../../api/lead'
import { useApi } from '../../data/use-api'
import { currencyOf, formatCount, formatMoney, formatMonth } from '../../domain/format'
import { monthLabel } from '../chart/trend-labels'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { RankingCompare } from '../compare/RankingCompare'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Segmented } from '../widgets/Segmented'
import { formatP, formatR, leadText } from './lead-text'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { sourcesOf } from '../../domain/freshness'
import { SOCIAL_PLATFORMS } from '../../domain/constants'
import './lead.scss'

/** The talk behind every signal: the three social platforms. */
const SOCIAL_SOURCES = SOCIAL_PLATFORMS.flatMap((p) => sourcesOf(p, true))

/** The marketplaces whose concepts are the Chinese words social volume is recorded under. */
const PLATS: CatalogPlat[] = ['all', 'jd', 'douyin', 'tbjd', 'tbjddy']

function initialPlat(): CatalogPlat {
  const asked = readPageQuery().plat as CatalogPlat
  return PLATS.includes(asked) ? asked : 'all'
}

/**
 * /earlySignals: the concepts whose social volume is rising now and has led their sales before
 * (docs/rules.md "Talk leading sales"), with the evidence of each; a row opens the concept's detail.
 * The marketplace is in the link.
 */
export function EarlySignalsScreen() {
  const { t, lang } = useT()
  const x = leadText(lang)
  const [plat, setPlat] = useState<CatalogPlat>(initialPlat)
  const answer = useApi(['early-signals', plat], () => getEarlySignals({ plat }))
  const choose = (next: CatalogPlat) => {
    setPlat(next)
    replacePageQuery({ plat: next })
  }
  const data = answer.data
  const currency = currencyOf(plat)

  let body
  if (answer.error)
    body = <ConceptStatus kind='error' error={answer.error} title={x.errorTitle} onRetry={answer.retry} onLogin={goToLogin} />
  else if (!data || (answer.isLoading && data.plat !== plat)) body = <ConceptStatus kind='loading' rows={6} hint={x.loading} />
  else if (data.rows.length === 0) body = <ConceptStatus kind='empty' title={x.emptyTitle} hint={x.emptyHint(data.rising_min_pct)} />
  else {
    // the month's sales are often an estimate still: said on the column, as the charts say it
    const salesHead = x.sales(monthLabel(data.ts, lang, data.sales_status === 'partial', data.sales_status === 'estimated'))
    body = (
      <>
        <FreshnessNote month={data.ts} sources={[...sourcesOf(plat), ...SOCIAL_SOURCES]} testId='signals-freshness' />
        <View className='gr-signals__count' data-testid='signals-count'>
          {x.count(data.rows.length, formatMonth(data.ts, lang))}
        </View>
        <View className='gr-signals__head' aria-hidden='true'>
          <Text>{x.concept}</Text>
          <Text>{x.evidence}</Text>
          <Text>{x.rise}</Text>
          <Text>{salesHead}</Text>
          <Text>{x.due}</Text>
        </View>
        <View role='list' className='gr-signals__list' data-testid='signals-list'>
          {data.rows.map((row) => (
            <View key={row.word} role='listitem' className='gr-signals__row' data-testid='signal-row'>
              <View className='gr-signals__cell gr-signals__concept'>
                <View
                  className='gr-signals__word'
                  {...pressable(
                    () => void navigate('detail', { word: row.word, plat, ts: data.ts, ...(data.cid ? { cid: data.cid } : {}) }),
                    'link',
                  )}
                  aria-label={x.open(row.word)}
                >
                  {row.word}
                </View>
                {/* a signal is a lead worth watching beside others: one tap puts it in the comparison */}
                <RankingCompare entry={{ word: row.word, plat, cid: data.cid ? String(data.cid) : '' }} />
              </View>
              <View className='gr-signals__cell' data-testid='signal-evidence'>
                {x.evidenceOf(x.plat[row.fit.social_plat], row.fit.lag, formatR(row.fit.r), row.fit.months, formatP(row.fit.p))}
                <Text className='gr-signals__small'>{x.evidenceQ(formatP(row.q))}</Text>
                <Text className='gr-signals__small' data-testid='signal-hold-out'>
                  {row.fit.hold_out ? x.holdOutShort(row.fit.hold_out.hits, row.fit.hold_out.months) : x.holdOutShortNone}
                </Text>
              </View>
              <View className='gr-signals__cell'>
                <Text className='gr-signals__label'>{x.rise}</Text>
                <Text className='gr-signals__up'>+{row.volume_yoy}%</Text>
                <Text className='gr-signals__small'>
                  {formatCount(row.volume_base, lang)} → {formatCount(row.volume, lang)}
                </Text>
                <Text className='gr-signals__small'>{x.through(formatMonth(row.through, lang))}</Text>
              </View>
              <View className='gr-signals__cell'>
                <Text className='gr-signals__label'>{salesHead}</Text>
                {formatMoney(row.sales, lang, currency)}
              </View>
              <View className='gr-signals__cell'>
                <Text className='gr-signals__label'>{x.due}</Text>
                {x.dueOf(formatMonth(row.expected_month, lang))}
              </View>
            </View>
          ))}
        </View>
      </>
    )
  }
  return (
    <View className='gr-signals' data-testid='early-signals'>
      <View className='gr-signals__title' role='heading' aria-level={1}>
        {x.title}
      </View>
      <View className='gr-signals__intro'>{x.intro}</View>
      <View className='gr-signals__filters'>
        <Segmented
          value={plat}
          options={PLATS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
          onChange={choose}
          label={x.platform}
          testId='signals-plat'
        />
      </View>
      {body}
    </View>
  )
}
