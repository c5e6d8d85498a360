// POST /api/mini_homepage: the latest month, the top concepts per permitted platform (the same
// rows as /api/ecommerce) and the social highlights (the same rows as /api/social).
import type { ConceptRanking, MiniHomepage, SocialRanking } from '../../types'
import { api, state, tokenFor } from './helpers'

let mini: string
let partial: string
beforeAll(async () => {
  mini = await tokenFor('mini@growthradar.demo')
  partial = await tokenFor('partial@growthradar.demo')
})
const home = (body: unknown, token = mini) => api<MiniHomepage>('/api/mini_homepage', { body, token })

test('home: every platform of the user with its default category, rows as the rankings', async () => {
  const { json } = await home({ limit: 3 })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d).toMatchObject({ ts: state().ts, ts_min: '2017-01' })
  expect(d.concepts.map((c) => [c.plat, c.cid])).toEqual([
    ['all', 16],
    ['jd', 1801],
    ['douyin', 16],
    ['gamazon', 3760911],
  ])
  for (const c of d.concepts) {
    expect(c.rows).toHaveLength(3)
    const ranking = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: c.plat, cid: c.cid, page_size: 3 }, token: mini })).json
      .data
    expect([c.category_name, c.category_name_en]).toEqual([ranking.rows[0].category_name, ranking.rows[0].category_name_en])
    expect(c.rows).toEqual(
      ranking.rows.map((r) => ({
        rank: r.rank,
        word: r.word,
        sales: r.sales,
        sales_yoy: r.sales_yoy,
        label: r.label,
        item_count: r.item_count,
      })),
    )
  }
  expect(d.social.map((s) => s.social_plat)).toEqual(['douyin', 'weibo', 'xhs'])
  for (const s of d.social) {
    const ranking = (await api<SocialRanking>(`/api/social?social_plat=${s.social_plat}&page_size=3`, { token: mini })).json.data
    expect(s.rows).toEqual(ranking.rows.map((r) => ({ rank: r.rank, word: r.word, volume: r.volume, yoy: r.yoy, label: r.label })))
  }
})

test('one platform; the partial user never sees Amazon and gets -403 asking for it', async () => {
  const jd = (await home({ plat: 'jd' })).json.data
  expect(jd.concepts.map((c) => c.plat)).toEqual(['jd'])
  expect(jd.concepts[0].rows).toHaveLength(5)
  const p = (await home({}, partial)).json.data
  expect(p.concepts.map((c) => c.plat)).toEqual(['all', 'jd', 'douyin'])
  expect((await home({ plat: 'gamazon' }, partial)).json.error_code).toBe(-403)
})

test.each([
  [{ limit: 0 }, 'limit'],
  [{ limit: 21 }, 'limit'],
  [{ plat: 'ebay' }, 'plat'],
  ['not json', 'request'],
])('bad input %j → -400 naming %s', async (body, field) => {
  const { json } = await home(body)
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toContain(field)
})

test('-401 without a session, -424 when disabled', async () => {
  expect((await api('/api/mini_homepage', { body: {} })).json.error_code).toBe(-401)
  expect((await home({}, await tokenFor('disabled@growthradar.demo'))).json.error_code).toBe(-424)
})
