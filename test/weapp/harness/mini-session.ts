// The answers of a signed-in mini-program session (in the envelope), shared by the tests that run the
// built dist/weapp: login info, answerable months, privileges, a one-category tree, a two-word ranking.
// Anything not listed is an HTTP 404, so a page calling an endpoint nobody answers shows it.
import { ok, type FakeResponse, type RecordedRequest } from './load-page'
import { miniUser } from '../../unit/helpers/users'

export const TOKEN = 'mini-session-token'

export const timeInfo = { ts: '2026-09', ts_min: '2024-10' }
const privileges = {
  platforms: ['all', 'jd', 'douyin'],
  ebay: true,
  social: true,
  social_platforms: ['xhs', 'douyin'],
  is_free_version: false,
  custom_time_range: true,
  multi_month: true,
  earliest_month: '2024-10',
  latest_month: '2026-09',
  max_page_size: 100,
  download: false,
}
const categoryTree = {
  ts: '2026-09',
  bigCategory: [16],
  childrenList: {
    '16': { category_id: 16, parent_id: 0, is_parent: false, chd: [], name: '服饰配件', level: 1, sale: 9_000_000 },
  },
  choice_cat: [16],
}
const row = (rank: number, word: string, sales: number) => ({
  rank,
  word,
  category_id: 16,
  category_name: '服饰配件',
  category_name_en: 'Accessories',
  sales,
  sales_base: sales / 2,
  sales_yoy: 100,
  sales_change: sales / 2,
  volume: 1000 * rank,
  volume_yoy: 50,
  label: rank === 1 ? 'breakout' : null,
  trend: Array.from({ length: 12 }, (_, i) => sales / 12 + i),
  item_count: 40,
})
export const WORDS = ['防晒冰袖', '冰丝防晒口罩']
export const ranking = (body: { ts?: string; page?: number; page_size?: number }) => ({
  plat: 'all',
  ts: body.ts,
  start: body.ts,
  end: body.ts,
  cid: 16,
  partial: false,
  // Fields of every ranking answer
  missing_months: [],
  min_items: 5,
  total: WORDS.length,
  page: body.page ?? 1,
  page_size: body.page_size ?? 20,
  rows: WORDS.map((word, i) => row(i + 1, word, 5_200_000 - i * 2_100_000)),
})

/** POST /api/search: a concept's 12 months to timeInfo.ts, sales rising, the last month still partial. */
export function conceptSearch(word: string) {
  const months = Array.from({ length: 12 }, (_, i) => `${i < 3 ? 2025 : 2026}-${String(((i + 9) % 12) + 1).padStart(2, '0')}`)
  const figures = {
    sales: 5_200_000,
    sales_base: 2_600_000,
    sales_yoy: 100,
    sales_change: 2_600_000,
    volume: 52_000,
    volume_base: 26_000,
    volume_yoy: 100,
    volume_change: 26_000,
    label: null,
  }
  return {
    word,
    words: [word],
    plat: 'all',
    cid: [16],
    category_names: ['服饰配件'],
    category_names_en: ['Accessories'],
    all_categories: false,
    start: timeInfo.ts,
    end: timeInfo.ts,
    base_start: '2025-09',
    base_end: '2025-09',
    is_multi_month: 0,
    partial: false,
    missing_months: [],
    min_items: 5,
    summary: { ...figures, items: 40, avg_price: 100 },
    trend: months.map((month, i) => ({
      month,
      sales: 1_000_000 + i * 380_000,
      volume: 10_000 + i * 3_800,
      sales_base: 800_000 + i * 150_000,
      sales_yoy: 25,
      sales_mom: 5,
      volume_yoy: 25,
      volume_mom: 5,
      partial: i === months.length - 1,
    })),
  }
}

export type Route = (request: RecordedRequest) => FakeResponse
/** The calls /concept makes on a phone, answered in the envelope; anything else is an HTTP 404. */
export function fakeServer(overrides: Record<string, Route> = {}) {
  const routes: Record<string, Route> = {
    'GET /api/user': () => ok(miniUser()),
    'GET /api/dw_notice': () => ok([]),
    'GET /api/get_word_ts': () => ok(timeInfo),
    'GET /api/get_search_pri': () => ok(privileges),
    'GET /api/cats_tree': () => ok(categoryTree),
    'GET /api/marked/list': () => ok([]),
    'GET /api/phone/alerts': () => ok([]),
    'POST /api/ecommerce': (r) => ok(ranking(r.data as { ts?: string })),
    ...overrides,
  }
  return (request: RecordedRequest): FakeResponse =>
    routes[`${request.method} ${request.path}`]?.(request) ?? { statusCode: 404, data: 'not found' }
}
