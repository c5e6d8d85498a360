// The drivers tab (DriversTab.tsx): the sentences read first, each split as bars about the middle
// line, the price bands, the related words that open the two words together; the base unknown;
// both languages.
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { ConceptDrivers, DriverPart, PriceBand, RelatedWord } from '../../../types'
import { DriversTab } from '../../../src/components/detail/DriversTab'
import type { DetailQuery } from '../../../src/components/detail/detail-query'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { resetStores } from '../helpers/stores'
import { conceptScope } from '../helpers/concept-scope'
import { analyst } from '../helpers/users'

const query: DetailQuery = { word: '法式', plat: 'all', cid: [16], ts: '2026-10', multi: false }

function part(key: string, sales: number, base: number, extra: Partial<DriverPart> = {}): DriverPart {
  return {
    key,
    name: '',
    name_en: '',
    sales,
    sales_base: base,
    sales_yoy: base > 0 ? Math.round(((sales - base) / base) * 1000) / 10 : null,
    change: sales - base,
    change_share: Math.round(((sales - base) / 2_000_000) * 1000) / 10,
    share: Math.round((sales / 12_000_000) * 10000) / 100,
    items: null,
    members: null,
    ...extra,
  }
}

// sales 12,000,000 against 10,000,000: +2,000,000, made of +3.2 M new items, +0.3 M continuing, -1.5 M stopped
function drivers(extra: Partial<ConceptDrivers> = {}): ConceptDrivers {
  const band = (i: number, low: number, high: number | null, sales: number, base: number): PriceBand => ({
    ...part(String(i), sales, base),
    low,
    high,
  })
  const word = (w: string, sales: number, base: number): RelatedWord => ({
    ...part(w, sales, base, { name: w, name_en: w }),
    expression: `法式 ${w}`,
  })
  return {
    ...conceptScope({
      word: '法式',
      words: ['法式'],
      cid: [16],
      category_names: ['女装/女士精品'],
      category_names_en: ['Women’s Clothing'],
    }),
    total_sales: 12_000_000,
    total_sales_base: 10_000_000,
    total_change: 2_000_000,
    total_yoy: 20,
    items: 420,
    by_age: [
      part('new', 3_200_000, 0, { items: 120 }),
      part('continuing', 8_300_000, 8_000_000, { items: 250 }),
      part('stopped', 0, 1_500_000, { items: 50 }),
    ],
    by_category: [
      part('50000671', 7_000_000, 5_000_000, { name: '连衣裙', name_en: 'Dresses' }),
      part('50000436', 5_000_000, 5_000_000, { name: 'T恤', name_en: 'T-shirts' }),
    ],
    by_brand: [
      part('8', 9_000_000, 6_000_000, { name: '朵芮/DORRIE', name_en: '朵芮/DORRIE' }),
      part('rest', 3_000_000, 4_000_000, { members: 12 }),
    ],
    price_bands: [band(0, 0, 100, 2_000_000, 3_000_000), band(1, 100, 300, 6_000_000, 4_000_000), band(2, 300, null, 4_000_000, 3_000_000)],
    related: [word('碎花', 4_000_000, 2_000_000), word('方领', 1_000_000, 1_500_000)],
    ...extra,
  }
}

function serve(answer: ConceptDrivers) {
  return mockRequest((request: SeenRequest) =>
    request.url.split('?')[0] === '/api/drivers' ? ok(answer) : { statusCode: 404, data: null },
  )
}

function setUp(lang: 'zh' | 'en' = 'zh') {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
})

test('the sentences come first: the whole change, the item age that made most of it and the one against it, the category and the band', async () => {
  setUp()
  const spy = serve(drivers())
  renderWithData(<DriversTab query={query} />)
  const lead = await screen.findByTestId('drivers-lead')
  expect(lead.textContent).toContain('与去年同期相比，销售额增加 ￥200.00万（+20.0%）。')
  expect(lead.textContent).toContain('新增商品带来 +￥320.00万，超过了全部变化。')
  expect(lead.textContent).toContain('反方向：停售商品 -￥150.00万。')
  expect(lead.textContent).toContain('类目中 连衣裙 贡献最大：+￥200.00万。')
  expect(lead.textContent).toContain('价格带 ￥100–￥300 变化最大：+￥200.00万。')
  const asked = spy.mock.calls.map((c) => c[0] as SeenRequest).find((r) => r.url === '/api/drivers')
  expect(asked?.data).toEqual({ word: '法式', plat: 'all', cid: '16', ts: '2026-10', is_multi_month: 0 })
})

test('each split shows every part: bars right of the middle for a rise, left for a fall, the rest named by its count', async () => {
  setUp()
  serve(drivers())
  renderWithData(<DriversTab query={query} />)
  const ages = within(await screen.findByTestId('drivers-age')).getAllByTestId('driver-part')
  expect(ages.map((row) => row.textContent)).toEqual([
    expect.stringContaining('新增商品+￥320.00万160%'),
    expect.stringContaining('持续在售+￥30.00万15%'),
    expect.stringContaining('停售商品-￥150.00万-75%'),
  ])
  const stopped = ages[2].querySelector('.gr-contrib__bar') as HTMLElement
  expect([stopped.style.right, stopped.style.width]).toEqual(['50%', `${(1.5 / 3.2) * 50}%`])
  expect((ages[0].querySelector('.gr-contrib__bar') as HTMLElement).style.left).toBe('50%')
  const brands = within(screen.getByTestId('drivers-brand')).getAllByTestId('driver-part')
  expect(brands[1].textContent).toContain('其他 12 项')
  expect(
    within(screen.getByTestId('price-bands'))
      .getAllByTestId('price-band')
      .map((b) => b.querySelector('.gr-bands__name')?.textContent),
  ).toEqual(['￥0–￥100', '￥100–￥300', '￥300 以上'])
})

test('a related word opens the concept and the word together, by mouse and by keyboard', async () => {
  setUp()
  serve(drivers())
  const onOpenConcept = jest.fn()
  renderWithData(<DriversTab query={query} onOpenConcept={onOpenConcept} />)
  const rows = within(await screen.findByTestId('related-words')).getAllByTestId('related-word')
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^碎花.*33.33%.*\+100\.0%$/),
    expect.stringMatching(/^方领.*-33\.3%$/),
  ])
  fireEvent.click(rows[0])
  fireEvent.keyDown(rows[1], { key: 'Enter' })
  expect(onOpenConcept.mock.calls).toEqual([['法式 碎花'], ['法式 方领']])
})

test('a base without data: one sentence says why, and the splits show sales and shares instead of changes', async () => {
  setUp()
  const unknown = (p: DriverPart) => ({ ...p, sales_base: null, sales_yoy: null, change: null, change_share: null })
  const d = drivers()
  serve(
    drivers({
      total_sales_base: null,
      total_change: null,
      total_yoy: null,
      by_age: d.by_age.map(unknown),
      by_category: d.by_category.map(unknown),
      by_brand: d.by_brand.map(unknown),
      price_bands: d.price_bands.map((b) => ({ ...unknown(b), low: b.low, high: b.high })),
      missing_months: ['2025-10'],
    }),
  )
  renderWithData(<DriversTab query={query} />)
  expect((await screen.findByTestId('drivers-lead')).textContent).toBe('去年同期缺少数据：下面只有销售构成，变化无法拆分。')
  const row = within(screen.getByTestId('drivers-category')).getAllByTestId('driver-part')[0]
  expect(row.textContent).toContain('连衣裙￥700.00万58.33%—')
})

test('in English: the sentences, the parts and the bands in English, with the change in dollars on Amazon', async () => {
  setUp('en')
  serve(drivers({ plat: 'gamazon', currency: 'USD' }))
  renderWithData(<DriversTab query={{ ...query, plat: 'gamazon', word: 'linen' }} />)
  const lead = await screen.findByTestId('drivers-lead')
  expect(lead.textContent).toContain('Sales rose by US $2.00M (+20.0%) on the same period a year earlier.')
  expect(lead.textContent).toContain('New items brought +US $3.20M, more than the whole change.')
  expect(within(screen.getByTestId('drivers-category')).getAllByTestId('driver-part')[0].textContent).toContain('Dresses')
  expect(within(screen.getByTestId('price-bands')).getAllByTestId('price-band')[2].textContent).toContain('US $300 and up')
})

test('no sales in the scope: the empty state says so', async () => {
  setUp()
  serve(
    drivers({
      total_sales: 0,
      total_sales_base: 0,
      total_change: 0,
      by_age: [],
      by_category: [],
      by_brand: [],
      price_bands: [],
      related: [],
    }),
  )
  renderWithData(<DriversTab query={query} />)
  expect(await screen.findByText('该概念在所选范围内没有销售')).toBeTruthy()
})

test('a part within the whole change is told as its share of it', async () => {
  setUp()
  const d = drivers()
  serve(drivers({ by_age: [{ ...d.by_age[0], change: 1_640_000, change_share: 82 }, d.by_age[1], d.by_age[2]] }))
  renderWithData(<DriversTab query={query} />)
  expect((await screen.findByTestId('drivers-lead')).textContent).toContain('新增商品带来 +￥164.00万，占变化的 82%。')
})
