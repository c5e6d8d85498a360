// GET /api/report: the monthly report of the caller's followed concepts — the figures of
// /api/search, the places of /api/ecommerce this month and the month before, the 12-month trend.
import type { ConceptRanking, ConceptSearchResult, MonthlyReport } from '../../types'
import { shiftMonth } from '../../src/domain/months'
import { api, expectEnvelope, state, tokenFor } from './helpers'

let analyst: string
let free: string
const followed: { word: string; plat: string; category_id: number }[] = []

const report = (query = '', token = analyst) => api<MonthlyReport>(`/api/report${query}`, { token })
const setFollow = (token: string, f: { word: string; plat: string; category_id: number }, func: 'add' | 'del') =>
  api('/api/marked', { body: { func, word: f.word, platform: f.plat, category_id: f.category_id }, token })

beforeAll(async () => {
  ;[analyst, free] = await Promise.all([tokenFor('analyst@growthradar.demo'), tokenFor('free@growthradar.demo')])
  // the third word of Taobao/Tmall's growth ranking, and a concept of its own on JD
  const ranking = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', cid: 16, page_size: 3 }, token: analyst })).json.data
  // and the first word of eBay's: eBay follows alert, so they are reported too
  const ebay = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay', cid: 1853126, page_size: 1 }, token: analyst })).json
    .data
  followed.push(
    { word: ebay.rows[0].word, plat: 'ebay', category_id: 1853126 },
    { word: ranking.rows[2].word, plat: 'all', category_id: 16 },
    { word: '连衣裙 or 衬衫', plat: 'jd', category_id: 1801 },
  )
  for (const f of followed) expect((await setFollow(analyst, f, 'add')).json.status).toBe('ok')
})

afterAll(async () => {
  for (const f of followed) await setFollow(analyst, f, 'del')
})

test('each followed concept: its month figures, its ranks this month and last, its trend', async () => {
  const { json } = await report()
  expectEnvelope(json)
  const d = json.data
  const ts = state().ts
  expect(d).toMatchObject({ ts, prev_ts: shiftMonth(ts, -1), total: 3, left_out: [] })
  expect(d.months).toHaveLength(12)
  expect(d.months.at(-1)).toBe(ts)
  // newest follow first
  expect(d.rows.map((r) => [r.word, r.plat, r.category_id])).toEqual([...followed].reverse().map((f) => [f.word, f.plat, f.category_id]))
  for (const row of d.rows) {
    const search = (
      await api<ConceptSearchResult>('/api/search', {
        body: { word: row.word, plat: row.plat, cid: String(row.category_id) },
        token: analyst,
      })
    ).json.data
    expect(row).toMatchObject({ sales: search.summary.sales, sales_yoy: search.summary.sales_yoy, label: search.summary.label })
    expect(row.trend).toEqual(search.trend.map((t) => t.sales))
  }
  const ranked = d.rows.find((r) => r.plat === 'all')!
  expect(ranked.rank).toBe(3)
  const before = (
    await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', cid: 16, ts: d.prev_ts, page_size: 100 }, token: analyst })
  ).json.data
  const place = before.rows.find((r) => r.word === ranked.word)?.rank ?? null
  expect(ranked.prev_rank).toBe(place)
  expect(ranked.category_name).toBe(before.rows[0].category_name)
})

test("a followed eBay concept is reported with its figures and its place in eBay's growth ranking", async () => {
  const d = (await report()).json.data
  const row = d.rows.find((r) => r.plat === 'ebay')
  expect(row).toBeDefined()
  const ranking = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay', cid: 1853126, page_size: 100 }, token: analyst }))
    .json.data
  const same = ranking.rows.find((r) => r.word === row?.word)
  expect(row).toMatchObject({ category_id: 1853126, sales: same?.sales, rank: same?.rank ?? null, currency: 'USD' })
  // each row states its amounts' currency: eBay's dollars beside the Chinese platforms' yuan
  expect(d.rows.filter((r) => r.plat !== 'ebay').map((r) => r.currency)).toEqual(['CNY', 'CNY'])
  expect(row?.sales).toBeGreaterThan(0)
})

test('pages of the rows; the counts and the fastest grower cover every follow, whatever the page', async () => {
  const whole = (await report()).json.data
  const pages = await Promise.all([1, 2, 3].map(async (page) => (await report(`?page_size=1&page=${page}`)).json.data))
  expect(pages.map((p) => p.rows.map((r) => r.word))).toEqual(whole.rows.map((r) => [r.word]))
  for (const p of pages) {
    expect(p).toMatchObject({ total: 3, page_size: 1, counts: whole.counts, best: whole.best })
  }
  expect(pages.map((p) => p.page)).toEqual([1, 2, 3])
  expect((await report('?page_size=1&page=4')).json.data).toMatchObject({ rows: [], total: 3, counts: whole.counts })
  const yoys = whole.rows.map((r) => r.sales_yoy)
  expect(whole.counts).toEqual({
    follows: 3,
    growing: yoys.filter((y) => y !== null && y > 0).length,
    declining: yoys.filter((y) => y !== null && y < 0).length,
    flat: yoys.filter((y) => y === 0).length,
    new: whole.rows.filter((r) => r.label === 'new').length,
    breakout: whole.rows.filter((r) => r.label === 'breakout').length,
    no_base: whole.rows.filter((r) => r.sales_yoy === null && r.label !== 'new').length,
  })
  const growing = whole.rows.filter((r) => r.sales_yoy !== null && r.sales_yoy > 0).sort((a, b) => (b.sales_yoy ?? 0) - (a.sales_yoy ?? 0))
  expect(whole.best?.word ?? null).toBe(growing[0]?.word ?? null)
})

test.each(['?page=0', '?page_size=0', '?page_size=101', '?page=x'])('bad page %s → -400', async (query) => {
  expect((await report(query)).json.error_code).toBe(-400)
})

test('an earlier month: the ranks and the trend move with it', async () => {
  const ts = shiftMonth(state().ts, -2)
  const d = (await report(`?ts=${ts}`)).json.data
  expect(d).toMatchObject({ ts, prev_ts: shiftMonth(ts, -1) })
  expect(d.months.at(-1)).toBe(ts)
  const ranking = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', cid: 16, ts, page_size: 100 }, token: analyst })).json
    .data
  const row = d.rows.find((r) => r.plat === 'all')!
  expect(row.rank).toBe(ranking.rows.find((r) => r.word === row.word)?.rank ?? null)
})

test('nothing followed: an empty report, not an error', async () => {
  // an account no other test file follows with: the server is shared by the files running in parallel
  const d = (await report('', await tokenFor('mini@growthradar.demo'))).json.data
  expect(d).toMatchObject({ rows: [], total: 0 })
})

test.each(['?ts=2026-13', '?ts=202601', '?ts=x'])('bad month %s → -400 naming ts', async (query) => {
  const { json } = await report(query)
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toContain('ts')
})

test('-404 for a month outside the data', async () => {
  expect((await report('?ts=2010-01')).json.error_code).toBe(-404)
})

test('-401 without a session', async () => {
  expect((await api('/api/report')).json.error_code).toBe(-401)
})

test('-403: the free version asks a month before its window (upgrade)', async () => {
  const { json } = await report(`?ts=${shiftMonth(state().ts, -24)}`, free)
  expect(json.error_code).toBe(-403)
  expect((await report('', free)).json.status).toBe('ok')
})
