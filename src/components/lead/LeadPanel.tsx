import { View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { getLead } from '../../api/lead'
import { useApi } from '../../data/use-api'
import { navigate } from '../../platform/navigation'
import { goToLogin } from '../../platform/login'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { ERROR_CODES } from '../../../types/envelope'
import { TrendChart } from '../chart/TrendChart'
import { detailKey, type DetailQuery } from '../detail/detail-query'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { LEAD_HOLD_OUT_MONTHS } from '../../domain/lead-lag'
import { leadChartSeries } from './lead-chart'
import { formatP, leadLine, leadText } from './lead-text'
import './lead.scss'

/**
 * The trend tab's "does talk lead sales": one sentence (the lag at which the concept's social
 * volume best matches its sales, or that there is none), and on demand the two series drawn with
 * the lead applied. Without permission to the concept's social volume (-403) it says nothing: the
 * social chart below already says why.
 */
export function LeadPanel({ query }: { query: DetailQuery }) {
  const { lang } = useT()
  const x = leadText(lang)
  const answer = useApi(['lead', detailKey(query)], () =>
    getLead({ word: query.word, plat: query.plat, cid: query.cid.join(',') || undefined, ts: query.ts }),
  )
  const [open, setOpen] = useState(false)
  const data = answer.data
  const fit = data?.lead ?? null
  const chart = useMemo(() => (data && fit ? leadChartSeries(data, fit) : null), [data, fit])
  if (answer.error?.code === ERROR_CODES.noPermission) return null

  let body
  if (answer.error) {
    body = <ConceptStatus kind='error' error={answer.error} onRetry={answer.retry} onLogin={goToLogin} />
  } else if (!data) {
    body = (
      <View className='gr-lead__line gr-lead__line--muted' aria-busy='true'>
        {x.loading}
      </View>
    )
  } else {
    const sentence = leadLine(lang, data)
    const chartTitle = fit ? x.chartTitle(x.plat[fit.social_plat], fit.lag) : ''
    body = (
      <>
        <View className={`gr-lead__line${fit ? ' gr-lead__line--told' : ''}`} data-testid='lead-sentence'>
          {sentence}
        </View>
        {fit && data.q !== null && (
          <View className='gr-lead__how' data-testid='lead-q'>
            {x.listQ(formatP(data.q))}
          </View>
        )}
        {fit && (
          <View className='gr-lead__how' data-testid='lead-hold-out'>
            {fit.hold_out
              ? x.holdOut(LEAD_HOLD_OUT_MONTHS, fit.hold_out.lag, fit.hold_out.hits, fit.hold_out.months)
              : x.holdOutNone(LEAD_HOLD_OUT_MONTHS)}
          </View>
        )}
        <View className='gr-lead__how'>{x.how}</View>
        <View className='gr-lead__actions'>
          {fit && (
            <View className='gr-button' {...pressable(() => setOpen(!open))} aria-expanded={open} data-testid='lead-toggle'>
              {open ? x.hide : x.show}
            </View>
          )}
        </View>
        {open && fit && chart && (
          // the chart's own title is only its accessible name: what the lines are (an index, not yuan or
          // posts) is written above it for the eye too, and left out for a screen reader, which hears it once
          <View className='gr-lead__chart-title' aria-hidden='true' data-testid='lead-chart-title'>
            {chartTitle}
          </View>
        )}
        {open && fit && chart && (
          <TrendChart
            months={chart.months}
            series={[
              { name: x.salesSeries, values: chart.sales },
              { name: x.volumeSeries(x.plat[fit.social_plat], fit.lag), values: chart.volume },
            ]}
            valueKind='count'
            lang={lang}
            estimatedMonths={chart.estimated}
            partialMonths={chart.partial}
            title={chartTitle}
            testId='lead-chart'
          />
        )}
      </>
    )
  }
  return (
    <View className='gr-dtab__section gr-lead' data-testid='lead-panel'>
      <View className='gr-lead__top'>
        <View className='gr-dtab__h'>{x.heading}</View>
        {/* the list of concepts whose rising talk has led their sales: one tap from any concept */}
        <View
          className='gr-lead__to-signals'
          {...pressable(() => void navigate('earlySignals', { plat: query.plat }), 'link')}
          data-testid='lead-to-signals'
        >
          {x.toSignals} →
        </View>
      </View>
      {body}
    </View>
  )
}
