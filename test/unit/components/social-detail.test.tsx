// A social concept's link (word1 and social_plat in the URL) opens /detail of that word on
// the default e-commerce platform and category, with its social volume on that social platform.
import { screen, waitFor, within } from '@testing-library/react'
import type { SocialRanking, SocialRankRow } from '../../../types'
import { useLanguageStore } from '../../../src/store/language'
import { mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { openDetail as open } from '../helpers/open-detail'
import { chartProps } from '../helpers/trend-chart-stub'

jest.mock('../../../src/components/chart/TrendChart', () => jest.requireActual('../helpers/trend-chart-stub'))
const queryOf = (r: SeenRequest) => Object.fromEntries(new URL(r.url, 'http://x').searchParams)
const MONTHS = [
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
]

function social(plat: SocialRanking['social_plat'], word: string): SocialRanking {
  const trend = MONTHS.map((_, i) => (plat === 'xhs' ? 1000 : 10) * (i + 1))
  return {
    social_plat: plat,
    ts: '2026-09',
    cid: 0,
    months: MONTHS,
    total: 1,
    page: 1,
    page_size: 1,
    rows: [
      {
        rank: 1,
        word,
        volume: trend[12],
        volume_base: trend[0],
        volume_prev: trend[11],
        yoy: 1,
        mom: 1,
        change: 1,
        mom_change: 1,
        label: null,
        trend,
      } as SocialRankRow,
    ],
  } as SocialRanking
}

function serve() {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-09' })
    if (path === '/api/marked') return ok({ monitor_flag: 0 })
    if (path === '/api/social') return ok(social(queryOf(request).social_plat as 'xhs', queryOf(request).word))
    return { statusCode: 404, data: null }
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
})

test('word1 + social_plat: the word searched on Taobao/Tmall in every category, its social volume on that platform only', async () => {
  const spy = serve()
  open(`/detail?word1=${encodeURIComponent('情绪价值')}&social_plat=xhs&ts=2026-09`)
  expect(await screen.findByTestId('detail-word')).toHaveProperty('textContent', '情绪价值')
  await waitFor(() => expect(spy.mock.calls.some((c) => c[0].url === '/api/search')).toBe(true))
  expect(spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/search')?.data).toMatchObject({
    word: '情绪价值',
    plat: 'all',
    ts: '2026-09',
  })
  const section = await screen.findByTestId('social-section')
  await waitFor(() => expect(chartProps('social-chart').loading).toBe(false))
  expect(within(section).getAllByText('近 13 个月小红书声量').length).toBeGreaterThan(0)
  expect(chartProps('social-chart').series.map((s) => s.name)).toEqual(['小红书'])
  expect(chartProps('social-chart').series[0].values[12]).toBe(13000)
  // the address becomes the concept's link, keeping the social platform
  await waitFor(() => expect(window.location.search).toContain('social_plat=xhs'))
  expect(new URLSearchParams(window.location.search).get('word')).toBe('情绪价值')
})

test('without social_plat the detail keeps one line per platform (English titles)', async () => {
  serve()
  open(`/detail?word=${encodeURIComponent('情绪价值')}&plat=all&ts=2026-09`, 'en')
  await screen.findByTestId('social-section')
  await waitFor(() => expect(chartProps('social-chart').loading).toBe(false))
  expect(chartProps('social-chart').series.map((s) => s.name)).toEqual(['Douyin', 'Weibo', 'Xiaohongshu'])
})
