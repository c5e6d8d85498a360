// Every figure says how fresh it is: the freshness line names the month shown and when its data was
// last updated (Asia/Shanghai), and tags a month the data marks estimated or partial, in both
// languages; a combined platform is as fresh as its least final source; chart points and the trend
// list label such months; a comparison's rows carry the tag of their own source.
import { act, screen, waitFor } from '@testing-library/react'
import type { Freshness } from '../../../types'
import { FreshnessNote, FreshnessTag } from '../../../src/components/freshness/FreshnessNote'
import { TrendList } from '../../../src/components/chart/TrendList'
import { buildTrendOptions, monthLabel } from '../../../src/components/chart/trend-options'
import { freshnessView, sourcesOf, sourcesOfAll } from '../../../src/domain/freshness'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { mockRequest, ok } from '../helpers/mock-request'
import { analyst } from '../helpers/users'
import { renderWithData } from '../helpers/render-with-data'
import { ALL_SALES_OCT_ESTIMATED } from '../helpers/freshness'

const FRESHNESS: Freshness = {
  sources: [
    ALL_SALES_OCT_ESTIMATED,
    {
      kind: 'sales',
      source: 'jd',
      ts_min: '2017-01',
      ts: '2026-11',
      updated_at: '2026-11-20T02:30:00.000Z',
      months: [
        { month: '2026-10', status: 'partial' },
        { month: '2026-11', status: 'partial' },
      ],
    },
    { kind: 'social', source: 'xhs', ts_min: '2017-01', ts: '2026-10', updated_at: '2026-11-24T16:00:00.000Z', months: [] },
  ],
}

let asked = 0
beforeEach(() => {
  asked = 0
  mockRequest((request) => {
    if (request.url.split('?')[0] === '/api/freshness') {
      asked += 1
      return ok(FRESHNESS)
    }
    return { statusCode: 404, data: null }
  })
  useUserStore.setState({ user: analyst() })
})

afterEach(() => {
  jest.restoreAllMocks()
  act(() => useLanguageStore.setState({ language: 'zh' }))
})

test('the line names the month and the last update, and tags an estimated month, in Chinese and in English', async () => {
  renderWithData(<FreshnessNote month='2026-10' sources={sourcesOf('all')} />)
  await screen.findByTestId('freshness-tag')
  const line = screen.getByTestId('freshness')
  expect(line.textContent).toContain('数据月份：2026年10月')
  // 02:30 UTC is 10:30 in Beijing
  expect(line.textContent).toContain('更新于 2026-11-25 10:30:00（北京时间）')
  expect(screen.getByTestId('freshness-tag').textContent).toBe('估算')
  expect(line.textContent).toContain('2026年10月为估算值')
  expect(line.getAttribute('data-status')).toBe('estimated')

  act(() => useLanguageStore.setState({ language: 'en' }))
  await waitFor(() => expect(screen.getByTestId('freshness-tag').textContent).toBe('estimated'))
  expect(screen.getByTestId('freshness').textContent).toContain('Figures for Oct 2026')
  expect(screen.getByTestId('freshness').textContent).toContain('updated 2026-11-25 10:30:00 (Beijing time)')
  expect(asked).toBe(1)
})

test('a complete month has no tag; a combined platform takes its least final source and its oldest update', async () => {
  renderWithData(
    <>
      <FreshnessNote month='2026-09' sources={sourcesOf('all')} testId='complete' />
      <FreshnessNote month='2026-10' sources={sourcesOf('tbjd')} testId='combined' />
      <FreshnessNote month='2026-10' sources={sourcesOf('xhs', true)} testId='social' />
    </>,
  )
  await waitFor(() => expect(screen.getByTestId('combined').getAttribute('data-status')).toBe('partial'))
  expect(screen.getByTestId('combined').textContent).toContain('未完整')
  expect(screen.getByTestId('combined').textContent).toContain('更新于 2026-11-20 10:30:00')
  expect(screen.getByTestId('complete').getAttribute('data-status')).toBe('complete')
  expect(screen.getByTestId('complete').textContent).not.toMatch(/估算|未完整/)
  expect(screen.getByTestId('social').getAttribute('data-status')).toBe('complete')
  expect(screen.getByTestId('social').textContent).toContain('更新于 2026-11-25 00:00:00')
})

test('a row or card carries the tag of its own source only', async () => {
  renderWithData(
    <>
      <FreshnessTag month='2026-10' sources={sourcesOf('jd')} />
      <FreshnessTag month='2026-10' sources={sourcesOf('xhs', true)} />
    </>,
  )
  await waitFor(() => expect(screen.getAllByTestId('freshness-row-tag')).toHaveLength(1))
  expect(screen.getByTestId('freshness-row-tag').textContent).toBe('未完整')
})

test('chart points and the trend list label the months the data marks, in both languages', () => {
  const view = freshnessView(FRESHNESS, sourcesOfAll(['all']))
  expect(view.marks).toEqual({ '2026-10': 'estimated' })
  expect(monthLabel('2026-10', 'zh', false, true)).toBe('2026年10月（估算）')
  expect(monthLabel('2026-10', 'en', false, true)).toBe('Oct 2026 (estimated)')
  const months = ['2026-08', '2026-09', '2026-10']
  const option = buildTrendOptions({
    months,
    series: [{ name: 'a', values: [1, 2, 3] }],
    valueKind: 'count',
    lang: 'en',
    estimatedMonths: ['2026-10'],
    animation: false,
    tooltipMarkup: 'text',
  })
  const tooltip = (option.tooltip as { formatter: (p: unknown) => string }).formatter([{ dataIndex: 2 }])
  expect(tooltip.split('\n')[0]).toBe('Oct 2026 (estimated)')
  // the estimated month is drawn dashed (a companion series), as a partial one is
  expect((option.series as { lineStyle?: { type?: string } }[]).some((s) => s.lineStyle?.type === 'dashed')).toBe(true)
  renderWithData(
    <TrendList months={months} series={[{ name: 'a', values: [1, 2, 3] }]} valueKind='count' lang='zh' estimatedMonths={['2026-10']} />,
  )
  expect(screen.getAllByTestId('trend-list-row').map((r) => r.textContent)).toEqual([
    expect.stringContaining('2026年8月'),
    expect.stringContaining('2026年9月'),
    expect.stringContaining('2026年10月（估算）'),
  ])
})
