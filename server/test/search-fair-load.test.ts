// One user must not stall the rest: one POST /api/search_marked with 50 never-seen
// expressions on tbjddy started 150 engine loads at once, and another user's uncached search
// waited behind all of them (6–10 s instead of 43–109 ms). Now a call answers at most a few new
// expressions (the others say "being prepared, ask again"), a new expression is matched in memory
// in a few ms (analytics/queries/title-index.ts), and each account's requests wait in their own
// line (http/fair-share.ts).
import type { ConceptSearchResult, MarkedSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

/** Words no other test searches: each run's own, so every expression here is new to the server. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
// "法式 or <unique>" matches every 法式 item: a real load, and a new expression each time
const word = (tag: string, i: number) => `法式 or zq${run}${tag}${i}`

let analyst: string
let other: string
beforeAll(async () => {
  ;[analyst, other] = await Promise.all(['analyst', 'free'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

test("one account's burst of new expressions does not hold up another account's uncached search", async () => {
  // the test server's dataset is small (a load takes a few ms), so the burst is several calls of
  // 50 new expressions each on tbjddy (3 sources): 600 loads before the fix
  const burst = Array.from({ length: 4 }, (_, c) =>
    api<MarkedSearchResult>('/api/search_marked', {
      token: analyst,
      body: { items: Array.from({ length: 50 }, (_, i) => ({ word: word(`b${c}x`, i), plat: 'tbjddy', category_id: 0 })) },
    }),
  )
  // let the burst reach the engine first
  await new Promise((resolve) => setTimeout(resolve, 150))
  const t0 = performance.now()
  const single = await api<ConceptSearchResult>('/api/search', { token: other, body: { word: word('single', 0), plat: 'tbjddy' } })
  const waited = performance.now() - t0
  expect(single.json.status).toBe('ok')
  const answers = await Promise.all(burst)
  for (const a of answers) expect(a.json.status).toBe('ok')
  console.log(`uncached search during the burst: ${waited.toFixed(0)} ms`)
  // measured on the 2-core test machine: 11.5 s before the fix (all 600 loads started at once),
  // 0.2–0.3 s after; the bound leaves room for a busy machine running other test files
  expect(waited).toBeLessThan(2500)
})

test('search_marked answers at most 5 new expressions a call; the others say "being prepared" and are answered later', async () => {
  const items = Array.from({ length: 12 }, (_, i) => ({ word: word('cap', i), plat: 'tbjddy', category_id: 0 }))
  // the same new expression twice (two categories) is one expression: the second row costs no place
  items.splice(1, 0, { word: word('cap', 0), plat: 'tbjddy', category_id: 16 })
  const first = (
    await api<MarkedSearchResult>('/api/search_marked', { token: analyst, body: { items }, headers: { 'accept-language': 'zh-CN' } })
  ).json
  expect(first.status).toBe('ok')
  const answered = first.data.rows.filter((r) => r.error_code === 0)
  const preparing = first.data.rows.filter((r) => r.error_code === -202)
  expect(new Set(answered.map((r) => r.word)).size).toBe(5)
  expect(answered.length + preparing.length).toBe(13)
  for (const r of preparing) {
    expect(r).toMatchObject({ summary: null, trend: [] })
    expect(r.error_msg).toMatch(/正在准备/)
  }
  // in the caller's language
  const en = (
    await api<MarkedSearchResult>('/api/search_marked', { token: analyst, body: { items }, headers: { 'accept-language': 'en' } })
  ).json
  const enPreparing = en.data.rows.filter((r) => r.error_code === -202)
  expect(enPreparing.length).toBeGreaterThan(0)
  for (const r of enPreparing) expect(r.error_msg).toMatch(/being prepared/)
  // asking again answers the next ones; the rows answered before stay answered
  let rows = en.data.rows
  for (let i = 0; i < 5 && rows.some((r) => r.error_code !== 0); i++) {
    rows = (await api<MarkedSearchResult>('/api/search_marked', { token: analyst, body: { items } })).json.data.rows
  }
  expect(rows.map((r) => r.error_code)).toEqual(items.map(() => 0))
  // and a known expression's figures are the full search's
  const full = (await api<ConceptSearchResult>('/api/search', { token: analyst, body: { word: word('cap', 3), plat: 'tbjddy' } })).json.data
  expect(rows[4].summary?.sales).toBe(full.summary.sales)
})
