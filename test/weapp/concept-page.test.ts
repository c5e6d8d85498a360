import { failure, loadMiniProgram, ok, type FakeServer, type RecordedRequest } from './harness/load-page'
import { miniUser } from '../unit/helpers/users'

const TOKEN = 'mini-session-token'

const timeInfo = { ts: '2026-09', ts_min: '2024-10' }
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
})
const ranking = (body: { ts?: string; page?: number; page_size?: number }) => ({
  plat: 'all',
  ts: body.ts,
  start: body.ts,
  end: body.ts,
  cid: 16,
  partial: false,
  total: 2,
  page: body.page ?? 1,
  page_size: body.page_size ?? 20,
  rows: [row(1, '防晒冰袖', 5_200_000), row(2, '冰丝防晒口罩', 3_100_000)],
})

function server(overrides: Partial<Record<string, (r: RecordedRequest) => ReturnType<FakeServer>>> = {}): FakeServer {
  const routes: Record<string, (r: RecordedRequest) => ReturnType<FakeServer>> = {
    'GET /api/user': () => ok(miniUser()),
    'GET /api/dw_notice': () => ok([]),
    'GET /api/get_word_ts': () => ok(timeInfo),
    'GET /api/get_search_pri': () => ok(privileges),
    'POST /api/ecommerce': (r) => ok(ranking(r.data as { ts?: string })),
    ...overrides,
  }
  return (request) => {
    const route = routes[`${request.method} ${request.path}`]
    return route ? route(request) : { statusCode: 404, data: 'not found' }
  }
}

test('concept page fetches through useApi in the built mini-program', async () => {
  const mp = await loadMiniProgram({ server: server(), storage: { token: TOKEN } })
  const page = await mp.openPage('pages/concept/index')
  try {
    await page.waitForText('防晒冰袖')
  } finally {
    console.log(mp.requests.map((r) => `${r.method} ${r.url}`), mp.problems, page.texts(), page.setDataCalls.length)
  }
})
