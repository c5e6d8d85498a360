import { Text, View } from '@tarojs/components'
import { useCallback, useRef, useState } from 'react'
import type { CompareRow, SocialPlat } from '../../../types'
import { COMPARE_MAX_ITEMS, COMPARE_SPANS, SOCIAL_PLATFORMS } from '../../domain/constants'
import { TREND_COLORS } from '../chart/trend-labels'
import { compareQuery, currenciesOf, sameEntry, type CompareEntry, type CompareMetric, type CompareSpan } from '../../domain/compare'
import { seriesOf } from '../../domain/compare-measure'
import { monthsMarked, sourcesOf, sourcesOfAll } from '../../domain/freshness'
import { FreshnessNote } from '../freshness/FreshnessNote'
import { useFreshness } from '../freshness/use-freshness'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { pageUrl } from '../../platform/page-url'
import { useSharePage } from '../../platform/share-page'
import { isMiniProgram } from '../../platform/env'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { CompareChart } from './CompareChart'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { SharePanel } from '../detail/SharePanel'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Segmented } from '../widgets/Segmented'
import { compareText } from './compare-text'
import { CompareTable } from './CompareTable'
import { useCompareView } from './use-compare-view'

/** A concept of the comparison, whatever its place. */
const rowKey = (r: CompareRow) => `${r.plat}|${r.cid}|${r.word}`

/**
 * /compare: up to 20 concepts, each with its own platform and categories, on one chart of monthly
 * sales (each in its source's own currency), units sold or social volume over 12 or 24 months, with a log-scale
 * switch, and the table beside it. The view is the link; Share saves it as a short link.
 */
export function CompareScreen() {
  const { t, lang } = useT()
  const c = compareText(lang)
  const isMobile = useViewportStore((s) => s.isMobile)
  const userError = useUserStore((s) => s.error)
  const state = useCompareView()
  const { view, user, answer } = state
  const [shareOpen, setShareOpen] = useState(false)
  // what 清空 took away, until something else is added: one tap brings it back
  const [cleared, setCleared] = useState<CompareEntry[]>([])
  const clear = () => {
    setCleared(view.entries)
    state.update({ entries: [] })
  }
  const latestShareId = useRef(state.shareId)
  latestShareId.current = state.shareId
  const shareId = useCallback(() => latestShareId.current(), [])
  const title =
    view.entries
      .map((e) => e.word)
      .slice(0, 3)
      .join(' · ') || c.title
  // the mini-program's share card opens the same comparison (its concepts and options are the page's
  // query) at the month on screen, not whichever is latest when it is opened
  useSharePage(() => ({
    now: { title: `${c.title} · ${title}`, path: pageUrl('compare', compareQuery({ ...view, ts: view.ts || answer?.ts || '' })) },
  }))

  // the sources behind what is drawn: the concepts' platforms, or the social platform
  const freshSources = view.metric === 'social' ? sourcesOf(view.socialPlat, true) : sourcesOfAll(view.entries.map((e) => e.plat))
  const fresh = useFreshness(freshSources)
  const indexOf = (row: CompareRow) => view.entries.findIndex((e) => sameEntry(e, { word: row.word, plat: row.plat, cid: row.cid }))
  const toRankings = { label: c.emptyAction, onPress: () => void navigate('concept') }

  let body
  if (userError) body = <ConceptStatus kind='error' error={userError} onLogin={goToLogin} />
  else if (state.linkBroken)
    body = <ConceptStatus kind='empty' title={t('detail.badLinkTitle')} hint={t('detail.badLinkHint')} action={toRankings} />
  else if (state.error) body = <ConceptStatus kind='error' error={state.error} onRetry={state.retry} onLogin={goToLogin} />
  else if (state.restoring || !user) body = <ConceptStatus kind='loading' hint={c.loading} />
  else if (view.entries.length === 0 && cleared.length > 0) {
    const undo = { label: c.undoClear(cleared.length), onPress: () => (state.update({ entries: cleared }), setCleared([])) }
    body = <ConceptStatus kind='empty' title={c.clearedTitle} hint={c.emptyHint} action={undo} />
  } else if (view.entries.length === 0) body = <ConceptStatus kind='empty' title={c.emptyTitle} hint={c.emptyHint} action={toRankings} />
  else if (!answer) body = <ConceptStatus kind='loading' hint={c.loading} />
  else {
    const answered = answer.rows.filter((r) => seriesOf(r, view.metric) !== null)
    // a concept keeps its colour when the lines are reordered: colours follow the concepts' sorted keys, not their places
    const keys = [...new Set(answered.map(rowKey))].sort()
    const colors = answer.rows.map((r) =>
      seriesOf(r, view.metric) === null ? null : TREND_COLORS[keys.indexOf(rowKey(r)) % TREND_COLORS.length],
    )
    const currencies = currenciesOf(answer.rows)
    // sales in two currencies are never drawn on one axis: a chart per currency
    const panels =
      view.metric === 'sales' && currencies.length > 1
        ? currencies.map((currency) => ({ currency, rows: answered.filter((r) => r.search?.currency === currency) }))
        : [{ currency: view.metric === 'sales' && currencies.length === 1 ? currencies[0] : undefined, rows: answered }]
    const metricName =
      view.metric === 'sales'
        ? c.sales
        : view.metric === 'social'
          ? `${c.social} · ${t(`detailTabs.socialPlat.${view.socialPlat}`)}`
          : c.volume
    // still the current month (sales), or marked partial or estimated by the data of the sources drawn
    const partialMonths = answer.months.filter(
      (m) =>
        fresh.marks[m] === 'partial' || (view.metric !== 'social' && answered.some((r) => r.trend?.find((p) => p.month === m)?.partial)),
    )
    body = (
      <>
        {view.metric === 'sales' && currencies.length > 1 && (
          <View className='gr-compare__note' role='note' data-testid='compare-currencies'>
            {c.currencies(currencies.join(' / '))}
          </View>
        )}
        <FreshnessNote month={answer.ts} sources={freshSources} testId='compare-freshness' />
        <View className={`gr-compare__body${state.stale ? ' gr-compare__body--stale' : ''}`} aria-busy={state.stale}>
          <View className='gr-panel gr-compare__chart'>
            {panels.map((panel) => (
              <View key={panel.currency ?? 'all'}>
                {panels.length > 1 && (
                  <Text className='gr-compare__panel-title' aria-hidden>
                    {c.chartTitleIn(metricName, view.span, panel.currency ?? '')}
                  </Text>
                )}
                <CompareChart
                  testId={panels.length > 1 ? `compare-chart-${panel.currency}` : 'compare-chart'}
                  title={
                    panels.length > 1 ? c.chartTitleIn(metricName, view.span, panel.currency ?? '') : c.chartTitle(metricName, view.span)
                  }
                  months={answer.months}
                  series={panel.rows.map((r) => ({
                    name: c.legendOf(r.word, t(`platforms.${r.plat}`)),
                    values: seriesOf(r, view.metric) ?? [],
                    currency: view.metric === 'sales' ? r.search?.currency : undefined,
                    color: colors[answer.rows.indexOf(r)] ?? undefined,
                  }))}
                  valueKind={view.metric === 'sales' ? 'money' : 'count'}
                  currency={panel.currency as 'CNY' | 'USD' | undefined}
                  lang={lang}
                  partialMonths={partialMonths}
                  estimatedMonths={monthsMarked(fresh, answer.months, 'estimated')}
                  logScale={view.log}
                  // the table beside names every line with its colour: no legend paging on the plot
                  legendBeside
                  height={isMobile ? 300 : 380}
                />
              </View>
            ))}
          </View>
          <View className='gr-panel gr-compare__side'>
            <CompareTable
              rows={answer.rows}
              ts={answer.ts}
              metric={view.metric}
              socialPlat={view.socialPlat}
              colors={colors}
              isMobile={isMobile}
              onMove={(row, delta) => state.move(indexOf(row), delta)}
              onRemove={(row) => state.remove(indexOf(row))}
            />
          </View>
        </View>
      </>
    )
  }

  const ready = Boolean(user && !state.restoring && view.entries.length > 0)
  return (
    <View className='gr-compare' data-testid='compare-screen'>
      <View className='gr-concept__head'>
        <View className='gr-concept__title' role='heading' aria-level={1}>
          {c.title}
        </View>
        <Text className='gr-concept__subtitle'>{c.subtitle}</Text>
      </View>
      {state.dropped > 0 && (
        <View className='gr-compare__note' role='note' data-testid='compare-dropped'>
          {c.dropped(state.dropped, COMPARE_MAX_ITEMS)}
        </View>
      )}
      {state.shared && (
        <View className='gr-compare__note gr-compare__shared' role='note' data-testid='compare-shared'>
          <Text>{c.sharedNote(state.shared.ownCount)}</Text>
          <View className='gr-compare__shared-actions'>
            <View className='gr-button' {...pressable(state.keepShared)} data-testid='compare-keep-shared'>
              {c.keepShared}
            </View>
            <View className='gr-button' {...pressable(state.openOwn)} data-testid='compare-open-own'>
              {c.openOwn(state.shared.ownCount)}
            </View>
          </View>
        </View>
      )}
      {ready && (
        <View className='gr-filters gr-compare__controls'>
          <Text className='gr-muted' data-testid='compare-count'>
            {c.count(view.entries.length, COMPARE_MAX_ITEMS)}
          </Text>
          <Segmented<CompareMetric>
            testId='compare-metric'
            label={c.metric}
            value={view.metric}
            options={[
              { value: 'sales', label: c.sales },
              { value: 'volume', label: c.volume },
              { value: 'social', label: c.social },
            ]}
            onChange={(metric) => state.update({ metric })}
          />
          {view.metric === 'social' && (
            <Segmented<SocialPlat>
              testId='compare-social-plat'
              label={c.socialOn}
              value={view.socialPlat}
              options={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: t(`detailTabs.socialPlat.${p}`) }))}
              onChange={(socialPlat) => state.update({ socialPlat })}
            />
          )}
          <Segmented<CompareSpan>
            testId='compare-span'
            label={c.span}
            value={view.span}
            options={COMPARE_SPANS.map((n) => ({ value: n, label: c.months(n) }))}
            onChange={(span) => state.update({ span })}
          />
          <View
            className={`gr-compare__log${view.log ? ' gr-compare__log--on' : ''}`}
            {...pressable(() => state.update({ log: !view.log }), 'checkbox')}
            aria-checked={view.log}
            data-testid='compare-log'
          >
            <Text className='gr-compare__box' aria-hidden>
              {view.log ? '☑' : '☐'}
            </Text>
            <Text>{c.log}</Text>
          </View>
          {!isMiniProgram && (
            <View className='gr-button gr-button--primary' {...pressable(() => setShareOpen(true))} data-testid='compare-share'>
              {c.share}
            </View>
          )}
          <View className='gr-button' {...pressable(clear)} data-testid='compare-clear'>
            {c.clear}
          </View>
        </View>
      )}
      {body}
      {shareOpen && <SharePanel route='compare' title={c.share} shareId={shareId} onClose={() => setShareOpen(false)} />}
    </View>
  )
}
