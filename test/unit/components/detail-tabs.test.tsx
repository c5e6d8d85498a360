import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type {
  BrandCloud,
  CategoryBreakdown,
  CategoryShareRow,
  CommodityPage,
  CommodityRow,
  ConceptSearchResult,
  SocialRanking,
  TrendPoint,
} from '../../../types'
import { BrandTab } from '../../../src/components/detail/BrandTab'
import { CategoryTab } from '../../../src/components/detail/CategoryTab'
import { CommodityTab } from '../../../src/components/detail/CommodityTab'
import type { DetailQuery } from '../../../src/components/detail/detail-query'
import { highlightParts } from '../../../src/components/detail/highlight'
import { TrendTab } from '../../../src/components/detail/TrendTab'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { analyst } from '../helpers/users'
import { YEAR_TO_2026_10 as MONTHS } from '../helpers/months'
import { chartProps } from '../helpers/trend-chart-stub'
import { ALL_SALES_OCT_ESTIMATED } from '../helpers/freshness'
import { resetStores } from '../helpers/stores'
import { conceptScope } from '../helpers/concept-scope'
import { useViewportStore } from '../../../src/store/viewport'

jest.mock('../../../src/components/chart/TrendChart', () => jest.requireActual('../helpers/trend-chart-stub'))

const baseQuery: DetailQuery = { word: '连衣裙', plat: 'all', cid: [16, 1801], ts: '2026-10', multi: false }

const scope = conceptScope

const growth = {
  sales: 4138153,
  sales_base: 5372605,
  sales_yoy: -23,
  sales_change: -1234452,
  volume: 7963,
  volume_base: 10633,
  volume_yoy: -25.1,
  volume_change: -2670,
  label: null,
}

function trend(salesOf = (i: number) => 1000000 * (i + 1)): TrendPoint[] {
  return MONTHS.map((month, i) => ({
    month,
    sales: salesOf(i),
    volume: 100 * (i + 1),
    sales_base: 500000 * (i + 1),
    sales_yoy: 100,
    sales_mom: i === 11 ? 9.1 : 5,
    volume_yoy: 1,
    volume_mom: 1,
    partial: false,
  }))
}

function search(extra: Partial<ConceptSearchResult> = {}): ConceptSearchResult {
  return { ...scope(), summary: { ...growth, items: 40, avg_price: 519.67 }, min_items: 5, trend: trend(), ...extra }
}

function social(word: string, values: number[]): SocialRanking {
  return {
    social_plat: 'douyin',
    ts: '2026-10',
    cid: 0,
    months: ['2025-10', ...MONTHS],
    missing_months: [],
    sales_shown: false,
    currency: 'CNY',
    total: 1,
    page: 1,
    page_size: 1,
    rows: [
      {
        rank: 2,
        word,
        volume: 1,
        volume_base: 0,
        volume_prev: 1,
        yoy: null,
        mom: 0,
        change: 1,
        mom_change: 0,
        label: null,
        trend: values,
        missing_months: [],
        talents: [],
        brands: [],
        sales: null,
        sales_trend: null,
      },
    ],
  }
}

function categoryRow(category_id: number, name: string, name_en: string, extra: Partial<CategoryShareRow> = {}): CategoryShareRow {
  return { ...growth, category_id, name, name_en, level: 2, is_parent: true, share: 84.83, ...extra }
}

function breakdown(rows: CategoryShareRow[], total_sales = 4138153): CategoryBreakdown {
  return { ...scope(), total_sales, total_sales_base: 5372605, rows }
}

function brands(): BrandCloud {
  return {
    ...scope(),
    total_sales: 4138153,
    total_sales_base: 5372605,
    brand_count: 14,
    rows: [
      { ...growth, rank: 1, brand_id: 8, name: '朵芮/DORRIE', sales: 3510323, share: 84.83 },
      { ...growth, rank: 2, brand_id: 1, name: '素言/SUYAN', sales: 397696, sales_yoy: 30.3, sales_change: 48290, share: 9.61 },
    ],
  }
}

function item(rank: number, title: string, extra: Partial<CommodityRow> = {}): CommodityRow {
  return {
    rank,
    item_id: String(1000 + rank),
    title,
    brand_id: 8,
    brand_name: '朵芮/DORRIE',
    category_id: 50010850,
    category_name: '连衣裙',
    category_name_en: 'Dresses',
    price: 519.67,
    sales: 3510323,
    sales_base: 2700000,
    sales_yoy: 30,
    sales_change: 810323,
    volume: 6755,
    ...extra,
  }
}

function commodities(body: Record<string, unknown>, total = 45, rows?: CommodityRow[]): CommodityPage {
  const page = Number(body.page ?? 1)
  return {
    ...scope({ word: '连衣裙 or 长裙', words: ['连衣裙', '长裙'] }),
    total,
    page,
    page_size: 20,
    sortby: (body.sortby as CommodityPage['sortby']) ?? 'sales',
    asc: (body.asc as 0 | 1) ?? 0,
    rows: rows ?? [item((page - 1) * 20 + 1, '朵芮/DORRIE 法式碎花连衣裙 夏季长裙'), item((page - 1) * 20 + 2, '素言 通勤西装')],
  }
}

type Handler = (r: SeenRequest) => FakeResponse | Promise<FakeResponse>

/** Routes the fake server by path; `overrides` replaces single endpoints. */
function serve(overrides: Record<string, Handler> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/search' || path === '/api/douyin_search' || path === '/api/gamazon_search') return ok(search())
    if (path === '/api/social') return fail(-404, 'No social data recorded')
    if (path === '/api/ecloud') return ok(breakdown([categoryRow(50010850, '连衣裙', 'Dresses')]))
    if (path === '/api/cloud') return ok(brands())
    if (path === '/api/itemcloud') return ok(commodities(request.data as Record<string, unknown>))
    return { statusCode: 404, data: null }
  })
}

function calls(spy: ReturnType<typeof serve>, path: string): SeenRequest[] {
  return spy.mock.calls.map((c) => c[0] as SeenRequest).filter((r) => r.url.split('?')[0] === path)
}

function queryOf(request: SeenRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''))
}

function setUp({ isMobile = false, lang = 'zh' as 'zh' | 'en' } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile })
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
})

describe('TrendTab', () => {
  // "No data is not zero … the screens show it": gaps in the chart rather than zero, "—" with a note
  test('a base without data: growth "—", the months named, and the chart gets gaps (null), not zeros', async () => {
    const gaps = trend().map((p, i) => ({
      ...p,
      sales: i < 3 ? null : p.sales,
      volume: i < 3 ? null : p.volume,
      sales_base: null,
      sales_yoy: null,
    }))
    const noBase = {
      ...growth,
      sales_base: null,
      sales_yoy: null,
      sales_change: null,
      volume_base: null,
      volume_yoy: null,
      volume_change: null,
    }
    serve({
      '/api/search': () =>
        ok(search({ missing_months: ['2016-11', '2016-12'], summary: { ...noBase, items: 40, avg_price: 1 }, trend: gaps })),
    })
    setUp()
    renderWithData(<TrendTab query={baseQuery} />)
    const summary = await screen.findByTestId('trend-summary')
    expect(within(summary).getByTestId('summary-sales').querySelector('.gr-growth__pct')?.textContent).toBe('—')
    expect(within(summary).getByTestId('missing-months-note').textContent).toBe('2016年11月、2016年12月 没有数据：增长需要完整的去年同期')
    const props = chartProps('sales-chart')
    expect(props.series[0].values.slice(0, 4)).toEqual([null, null, null, 4000000])
    expect(props.series[1].values.every((v) => v === null)).toBe(true)
  })

  // the scope line above the figures says how fresh they are; on a phone it wraps to three lines, so
  // the figures wait for it rather than jump down when it arrives
  test('the figures are shown with their freshness line, not before it', async () => {
    const freshness = deferred<FakeResponse>()
    const estimated = { sources: [ALL_SALES_OCT_ESTIMATED] }
    const spy = serve({ '/api/freshness': () => freshness.promise })
    setUp({ isMobile: true })
    renderWithData(<TrendTab query={baseQuery} />)
    await waitFor(() => expect(calls(spy, '/api/search')).toHaveLength(1))
    // both asked for at once, not one after the other
    expect(calls(spy, '/api/freshness')).toHaveLength(1)
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByTestId('trend-summary')).toBeNull()
    freshness.resolve(ok(estimated))
    const summary = await screen.findByTestId('trend-summary')
    expect(summary).toBeTruthy()
    expect(screen.getByTestId('freshness-tag').textContent).toBe('估算')
  })

  // "Thin evidence": the detail says "based on N items" when few
  test('a summary on fewer items than the minimum says what it rests on; enough items say nothing more', async () => {
    serve({ '/api/search': () => ok(search({ summary: { ...growth, items: 2, avg_price: 1 } })) })
    setUp()
    const { unmount } = renderWithData(<TrendTab query={baseQuery} />)
    const few = await screen.findByTestId('summary-few-items')
    expect(few.textContent).toBe('仅基于 2 件商品：至少 5 件才给增长标签')
    unmount()
    serve({ '/api/search': () => ok(search()) })
    renderWithData(<TrendTab query={{ ...baseQuery, word: '半身裙' }} />)
    await screen.findByTestId('trend-summary')
    expect(screen.queryByTestId('summary-few-items')).toBeNull()
  })

  test('summary in yuan with 万, YoY with the absolute change, MoM of the last month; the chart gets both series', async () => {
    const spy = serve({ '/api/search': () => ok(search({ partial: true, trend: trend().map((p, i) => ({ ...p, partial: i === 11 })) })) })
    setUp()
    renderWithData(<TrendTab query={baseQuery} />)
    const summary = await screen.findByTestId('trend-summary')
    expect(within(summary).getByTestId('summary-sales').textContent).toContain('￥413.82万')
    expect(within(summary).getByTestId('summary-sales').textContent).toContain('-23.0%')
    expect(within(summary).getByTestId('summary-sales').textContent).toContain('-￥123.45万')
    expect(within(summary).getByTestId('summary-volume').textContent).toContain('7963')
    expect(within(summary).getByTestId('summary-volume').textContent).toContain('-25.1%')
    expect(within(summary).getByTestId('summary-items').textContent).toContain('4')
    expect(within(summary).getByTestId('summary-price').textContent).toContain('￥520')
    expect(within(summary).getByTestId('summary-mom').textContent).toContain('2026年10月 环比+9.1%')
    expect(within(summary).getByTestId('summary-mom').textContent).toContain('同比 +100.0%')
    expect(screen.getByTestId('detail-scope').textContent).toContain('2026年10月')
    expect(screen.getByTestId('detail-scope').textContent).toContain('女装/女士精品 · 美容护肤/美体/精油')
    expect(screen.getByTestId('partial-note').textContent).toContain('本月数据仍在采集中')

    const chart = chartProps('sales-chart')
    expect(chart).toMatchObject({ months: MONTHS, valueKind: 'money', currency: 'CNY', lang: 'zh', partialMonths: ['2026-10'] })
    expect(chart.series.map((s) => s.name)).toEqual(['销售额', '去年同月'])
    expect(chart.series[0].values[11]).toBe(12000000)
    expect(chart.series[1].values[11]).toBe(6000000)

    expect(calls(spy, '/api/search')[0].data).toEqual({ word: '连衣裙', plat: 'all', cid: '16,1801', ts: '2026-10', is_multi_month: 0 })
  })

  test('the three-month period shows its range', async () => {
    const spy = serve({ '/api/search': () => ok(search({ start: '2026-08', end: '2026-10', is_multi_month: 1 })) })
    setUp({ lang: 'en' })
    renderWithData(<TrendTab query={{ ...baseQuery, multi: true }} />)
    expect((await screen.findByTestId('detail-scope')).textContent).toContain('Aug 2026 to Oct 2026')
    // the categories in the user's language too
    expect(screen.getByTestId('detail-scope').textContent).toContain('Women’s Clothing · Beauty & Skincare')
    expect(calls(spy, '/api/search')[0].data).toMatchObject({ is_multi_month: 1 })
  })

  test.each([
    ['zh', '413.82万美元'],
    ['en', 'US $4.14M'],
  ] as const)('Amazon asks /api/gamazon_search without plat and shows US $ in %s', async (lang, money) => {
    const spy = serve()
    setUp({ lang })
    renderWithData(<TrendTab query={{ ...baseQuery, plat: 'gamazon', cid: [3760911] }} />)
    expect((await screen.findByTestId('summary-sales')).textContent).toContain(money)
    expect(calls(spy, '/api/gamazon_search')[0].data).toEqual({ word: '连衣裙', cid: '3760911', ts: '2026-10', is_multi_month: 0 })
    expect(calls(spy, '/api/search')).toHaveLength(0)
    expect(chartProps('sales-chart').currency).toBe('USD')
  })

  test('Douyin asks /api/douyin_search, in yuan', async () => {
    const spy = serve()
    setUp({ lang: 'en' })
    renderWithData(<TrendTab query={{ ...baseQuery, plat: 'douyin', cid: [] }} />)
    expect((await screen.findByTestId('summary-sales')).textContent).toContain('¥4.14M')
    expect(calls(spy, '/api/douyin_search')[0].data).toEqual({ word: '连衣裙', ts: '2026-10', is_multi_month: 0 })
  })

  test('social volume: one line per social platform that has the word, 13 months; quotes stripped from the word', async () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    const spy = serve({
      '/api/social': (r) => {
        const q = queryOf(r)
        return q.social_plat === 'weibo'
          ? fail(-404, 'none')
          : ok(social(q.word, q.social_plat === 'xhs' ? values.map((v) => v * 10) : values))
      },
    })
    setUp()
    renderWithData(<TrendTab query={{ ...baseQuery, word: '“情绪价值”' }} />)
    await waitFor(() => expect(chartProps('social-chart').loading).toBe(false))
    const chart = chartProps('social-chart')
    expect(chart.months).toHaveLength(13)
    expect(chart.valueKind).toBe('count')
    expect(chart.series.map((s) => s.name)).toEqual(['抖音', '小红书'])
    expect(chart.series[1].values[12]).toBe(130)
    const asked = calls(spy, '/api/social').map(queryOf)
    expect(asked.map((q) => q.social_plat).sort()).toEqual(['douyin', 'weibo', 'xhs'])
    expect(asked.every((q) => q.word === '情绪价值' && q.ts === '2026-10')).toBe(true)
  })

  test('a concept without social data says so where the chart would be', async () => {
    serve()
    setUp()
    renderWithData(<TrendTab query={{ ...baseQuery, word: '连衣裙 not 儿童' }} />)
    const section = await screen.findByTestId('social-section')
    await waitFor(() => expect(within(section).getByTestId('state-empty').textContent).toContain('“连衣裙 not 儿童”暂无社媒声量数据'))
    expect(within(section).getByTestId('state-empty').textContent).toContain('试试表达式中的某一个词')
  })

  test('social -403 shows the upgrade message, the sales part still shows', async () => {
    serve({ '/api/social': () => fail(-403, 'Your current version has no permission for social data. Please upgrade.') })
    setUp({ lang: 'en' })
    renderWithData(<TrendTab query={baseQuery} />)
    const section = await screen.findByTestId('social-section')
    await waitFor(() => expect(within(section).getByTestId('state-error').textContent).toContain('no permission for social data'))
    expect(within(section).queryByTestId('error-retry')).toBeNull()
    expect(screen.getByTestId('summary-sales')).toBeTruthy()
  })

  test('no sales in the period: an empty state that says what to try', async () => {
    serve({
      '/api/search': () =>
        ok(search({ summary: { ...growth, sales: 0, sales_change: 0, sales_yoy: null, items: 0, avg_price: 0 }, trend: trend(() => 0) })),
    })
    setUp()
    renderWithData(<TrendTab query={baseQuery} />)
    // the trend's own, not the social volume's below it (its call is not served here)
    const trendEmpty = () => screen.getAllByTestId('state-empty').filter((e) => !e.closest('[data-testid=social-section]'))
    await waitFor(() => expect(trendEmpty()).toHaveLength(1))
    const empty = trendEmpty()[0]
    expect(empty.textContent).toContain('这个时段内该概念没有销售')
    expect(empty.textContent).toContain('换一个月份或类目')
  })

  test("the loading state has the panel's own text", async () => {
    serve({ '/api/search': () => new Promise<FakeResponse>(() => undefined) })
    setUp()
    // a word of its own: the client shares identical calls in flight, and this one never ends
    renderWithData(<TrendTab query={{ ...baseQuery, word: '加载中' }} />)
    expect((await screen.findAllByTestId('state-loading'))[0].textContent).toContain('正在加载趋势')
  })
})

describe('every panel handles failures', () => {
  const panels = [
    ['TrendTab', '/api/search', TrendTab],
    ['CategoryTab', '/api/ecloud', CategoryTab],
    ['BrandTab', '/api/cloud', BrandTab],
    ['CommodityTab', '/api/itemcloud', CommodityTab],
  ] as const

  test.each(panels)('%s: -403 shows the upgrade message from the error, without a retry', async (_name, path, Panel) => {
    serve({ [path]: () => fail(-403, '当前版本没有该类目的权限，请升级') })
    setUp()
    renderWithData(<Panel query={baseQuery} />)
    const error = (await screen.findAllByTestId('state-error'))[0]
    expect(error.textContent).toContain('当前版本没有该类目的权限，请升级')
    expect(error.textContent).toContain('升级')
    expect(within(error).queryByTestId('error-retry')).toBeNull()
  })

  test.each(panels)('%s: an error offers a retry that recovers', async (_name, path, Panel) => {
    let recorded = false
    const spy = serve({
      [path]: (r) => {
        if (!recorded) return fail(-404)
        if (path === '/api/itemcloud') return ok(commodities(r.data as Record<string, unknown>))
        if (path === '/api/ecloud') return ok(breakdown([categoryRow(50010850, '连衣裙', 'Dresses')]))
        if (path === '/api/cloud') return ok(brands())
        return ok(search())
      },
    })
    setUp()
    renderWithData(<Panel query={baseQuery} />)
    const error = (await screen.findAllByTestId('state-error'))[0]
    expect(error.textContent).toContain('请求的数据尚未收录')
    recorded = true
    fireEvent.click(within(error).getByTestId('error-retry'))
    // the panel's own error is gone (the trend tab's lead panel asks a call of its own, not served here)
    await waitFor(() =>
      expect(screen.queryAllByTestId('state-error').filter((e) => !e.closest('[data-testid=lead-panel]'))).toHaveLength(0),
    )
    expect(calls(spy, path)).toHaveLength(2)
  })

  test('-401 offers the login link', async () => {
    serve({ '/api/cloud': () => fail(-401) })
    setUp()
    renderWithData(<BrandTab query={baseQuery} />)
    expect((await screen.findByTestId('state-error')).textContent).toContain('您尚未登录')
    expect(screen.getByTestId('error-login')).toBeTruthy()
  })
})

describe('CategoryTab', () => {
  test('child categories with share (2 decimals), YoY and change; a row opens the concept in that category', async () => {
    const rows = [
      categoryRow(50010850, '连衣裙', 'Dresses', { sales: 3000000, sales_yoy: 412.5, sales_change: 2400000, label: 'breakout' }),
      categoryRow(162104, '半身裙', 'Skirts', { sales: 1138153, sales_yoy: -10, sales_change: -126461 }),
      categoryRow(30, '男装', "Men's Clothing", { sales: 0, sales_base: 0, sales_yoy: null, sales_change: 0 }),
    ]
    const spy = serve({ '/api/ecloud': () => ok(breakdown(rows)) })
    const onOpenCategory = jest.fn()
    setUp()
    renderWithData(<CategoryTab query={baseQuery} onOpenCategory={onOpenCategory} />)
    const shown = await screen.findAllByTestId('share-row')
    // a category the concept never sold in (now or a year ago) is left out
    expect(shown).toHaveLength(2)
    expect(shown[0].textContent).toContain('连衣裙')
    expect(shown[0].textContent).toContain('爆发')
    expect(shown[0].textContent).toContain('72.50%')
    expect(shown[0].textContent).toContain('+412.5%')
    expect(shown[0].textContent).toContain('+￥240.00万')
    expect(shown[1].textContent).toContain('27.50%')
    expect(shown[1].textContent).toContain('-10.0%')
    expect(screen.getByTestId('detail-scope').textContent).toContain('2 个类目有销售')
    fireEvent.click(shown[1])
    expect(onOpenCategory).toHaveBeenCalledWith(162104, '半身裙')
    // keyboard users open a row with Enter
    fireEvent.keyDown(shown[0], { key: 'Enter' })
    expect(onOpenCategory).toHaveBeenLastCalledWith(50010850, '连衣裙')
    expect(shown[0].getAttribute('tabindex')).toBe('0')
    expect(calls(spy, '/api/ecloud')[0].data).toEqual({ word: '连衣裙', plat: 'all', cid: '16,1801', ts: '2026-10', is_multi_month: 0 })
  })

  test('share is ∞ when the concept sold nothing in the period but did a year ago; English names', async () => {
    serve({
      '/api/ecloud': () =>
        ok(breakdown([categoryRow(50010850, '连衣裙', 'Dresses', { sales: 0, sales_yoy: -100, sales_change: -5372605 })], 0)),
    })
    setUp({ lang: 'en' })
    renderWithData(<CategoryTab query={baseQuery} />)
    const row = await screen.findByTestId('share-row')
    expect(row.textContent).toContain('Dresses')
    expect(row.textContent).toContain('∞')
    expect(row.textContent).toContain('-100.0%')
    expect(row.textContent).toContain('-¥5.37M')
    // no handler: nothing says a row can be opened, and the row is not a keyboard stop
    expect(screen.getByTestId('detail-scope').textContent).not.toContain('Click a row')
    expect(row.getAttribute('tabindex')).toBeNull()
  })

  test('no category with sales: what to try', async () => {
    serve({ '/api/ecloud': () => ok(breakdown([], 0)) })
    setUp({ lang: 'en' })
    renderWithData(<CategoryTab query={baseQuery} />)
    const empty = await screen.findByTestId('state-empty')
    expect(empty.textContent).toContain('This concept sold nothing in the chosen categories')
    expect(empty.textContent).toContain('Try another month or category')
  })

  test('mobile: cards', async () => {
    serve()
    setUp({ isMobile: true })
    renderWithData(<CategoryTab query={baseQuery} />)
    await screen.findAllByTestId('share-row')
    expect(screen.getByTestId('category-list').className).toContain('gr-cards')
  })
})

describe('BrandTab', () => {
  test('top brands with share and growth; a row calls onOpenBrand(bid, name)', async () => {
    const spy = serve()
    const onOpenBrand = jest.fn()
    setUp()
    renderWithData(<BrandTab query={{ ...baseQuery, multi: true }} onOpenBrand={onOpenBrand} />)
    const rows = await screen.findAllByTestId('share-row')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('朵芮/DORRIE')
    expect(rows[0].textContent).toContain('84.83%')
    expect(rows[0].textContent).toContain('￥351.03万')
    expect(rows[1].textContent).toContain('9.61%')
    expect(rows[1].textContent).toContain('+30.3%')
    expect(screen.getByTestId('detail-scope').textContent).toContain('共 14 个品牌有销售')
    fireEvent.click(rows[0])
    expect(onOpenBrand).toHaveBeenCalledWith(8, '朵芮/DORRIE')
    expect(queryOf(calls(spy, '/api/cloud')[0])).toEqual({
      word: '连衣裙',
      plat: 'all',
      cid: '16,1801',
      ts: '2026-10',
      is_multi_month: '1',
    })
  })

  test('Amazon brands in US $ (English)', async () => {
    serve()
    setUp({ lang: 'en' })
    renderWithData(<BrandTab query={{ ...baseQuery, plat: 'gamazon', cid: [] }} />)
    const rows = await screen.findAllByTestId('share-row')
    expect(rows[0].textContent).toContain('US $3.51M')
  })
})

describe('CommodityTab', () => {
  test('first page by sales, descending; titles mark the searched words; brand and category shown', async () => {
    const spy = serve()
    setUp()
    renderWithData(<CommodityTab query={baseQuery} />)
    const rows = await screen.findAllByTestId('commodity-row')
    expect(rows).toHaveLength(2)
    expect(calls(spy, '/api/itemcloud')[0].data).toEqual({
      word: '连衣裙',
      plat: 'all',
      cid: '16,1801',
      ts: '2026-10',
      is_multi_month: 0,
      page: 1,
      page_size: 20,
      sortby: 'sales',
      asc: 0,
    })
    const marked = Array.from(rows[0].querySelectorAll('.gr-hl')).map((e) => e.textContent)
    expect(marked).toEqual(['连衣裙', '长裙'])
    expect(rows[1].querySelectorAll('.gr-hl')).toHaveLength(0)
    expect(rows[0].textContent).toContain('朵芮/DORRIE · 连衣裙')
    expect(rows[0].textContent).toContain('￥520')
    expect(rows[0].textContent).toContain('￥351.03万')
    expect(rows[0].textContent).toContain('+30.0%')
    expect(screen.getByTestId('detail-scope').textContent).toContain('共 45 件商品')
    expect(screen.getByTestId('sort-sales').getAttribute('aria-pressed')).toBe('true')
  })

  test('sorting asks again from page 1; the same key again flips the direction; paging keeps the sort', async () => {
    const spy = serve()
    const onPageChange = jest.fn()
    setUp()
    renderWithData(<CommodityTab query={baseQuery} onPageChange={onPageChange} />)
    await screen.findAllByTestId('commodity-row')
    const last = () => calls(spy, '/api/itemcloud').at(-1)?.data as Record<string, unknown>

    fireEvent.click(screen.getByTestId('pager-next'))
    await waitFor(() => expect(last()).toMatchObject({ page: 2, sortby: 'sales', asc: 0 }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    await waitFor(() => expect(screen.getByTestId('pager').textContent).toContain('第 2 / 3 页'))

    fireEvent.click(screen.getByTestId('sort-price'))
    await waitFor(() => expect(last()).toMatchObject({ page: 1, sortby: 'price', asc: 0 }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    fireEvent.click(screen.getByTestId('sort-price'))
    await waitFor(() => expect(last()).toMatchObject({ page: 1, sortby: 'price', asc: 1 }))
    expect(screen.getByTestId('sort-price').textContent).toContain('↑')

    fireEvent.click(screen.getByTestId('sort-growth'))
    await waitFor(() => expect(last()).toMatchObject({ page: 1, sortby: 'growth', asc: 0 }))
    fireEvent.click(screen.getByTestId('sort-volume'))
    await waitFor(() => expect(last()).toMatchObject({ page: 1, sortby: 'volume', asc: 0 }))
    await waitFor(() => expect(screen.getByTestId('pager')).toBeTruthy())
    fireEvent.click(screen.getByTestId('pager-next'))
    await waitFor(() => expect(last()).toMatchObject({ page: 2, sortby: 'volume', asc: 0 }))
  })

  test('a page given by the page (the URL) is the one asked for', async () => {
    const spy = serve()
    setUp()
    renderWithData(<CommodityTab query={baseQuery} page={3} />)
    await screen.findAllByTestId('commodity-row')
    expect(calls(spy, '/api/itemcloud')[0].data).toMatchObject({ page: 3 })
  })

  test('a page past the end moves to the last page instead of saying "no items"', async () => {
    const spy = serve({
      '/api/itemcloud': (r) => {
        const body = r.data as Record<string, unknown>
        return ok(commodities(body, 26, Number(body.page) > 2 ? [] : undefined))
      },
    })
    const onPageChange = jest.fn()
    setUp()
    renderWithData(<CommodityTab query={baseQuery} page={7} onPageChange={onPageChange} />)
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2))
    expect(screen.queryByTestId('state-empty')).toBeNull()
    expect(calls(spy, '/api/itemcloud')[0].data).toMatchObject({ page: 7 })
  })

  test('a new query starts again at page 1', async () => {
    const spy = serve()
    setUp()
    const view = renderWithData(<CommodityTab query={baseQuery} />)
    await screen.findAllByTestId('commodity-row')
    fireEvent.click(screen.getByTestId('pager-next'))
    await waitFor(() => expect(calls(spy, '/api/itemcloud').at(-1)?.data).toMatchObject({ page: 2 }))
    view.rerender(<CommodityTab query={{ ...baseQuery, ts: '2026-09' }} />)
    await waitFor(() => expect(calls(spy, '/api/itemcloud').at(-1)?.data).toMatchObject({ page: 1, ts: '2026-09' }))
  })

  test('no items: what to try', async () => {
    serve({ '/api/itemcloud': (r) => ok(commodities(r.data as Record<string, unknown>, 0, [])) })
    setUp()
    renderWithData(<CommodityTab query={baseQuery} />)
    const empty = await screen.findByTestId('state-empty')
    expect(empty.textContent).toContain('这个时段内没有匹配该概念的商品')
    expect(empty.textContent).toContain('换一个月份或类目')
  })

  test('mobile, Amazon, English: cards with US $ and English category names', async () => {
    serve()
    setUp({ isMobile: true, lang: 'en' })
    renderWithData(<CommodityTab query={{ ...baseQuery, plat: 'gamazon', cid: [] }} />)
    const rows = await screen.findAllByTestId('commodity-row')
    expect(screen.getByTestId('commodity-list').className).toContain('gr-cards')
    expect(rows[0].textContent).toContain('US $3.51M')
    expect(rows[0].textContent).toContain('US $520')
    expect(rows[0].textContent).toContain('Dresses')
  })
})

describe('highlightParts', () => {
  test.each([
    ['Summer DRESS and sundress', ['dress'], ['Summer ', '*DRESS', ' and sun', '*dress']],
    ['控油防晒霜 防晒', ['防晒', '防晒霜'], ['控油', '*防晒霜', ' ', '*防晒']],
    ['a+b (c)', ['+b', '(c)'], ['a', '*+b', ' ', '*(c)']],
    ['no match here', ['x y'], ['no match here']],
    ['title', [], ['title']],
  ])('%s with %j', (title, words, expected) => {
    expect(highlightParts(title, words).map((p) => (p.hit ? `*${p.text}` : p.text))).toEqual(expected)
  })
})
