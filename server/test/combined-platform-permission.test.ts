// Combined platforms: tbjd sums Taobao/Tmall and JD, tbjddy adds Douyin; each source is
// held to its own list (cat_list, jd_cat_list, douyin_cat_list) besides the combined one. partial@
// may see JD 1801 only and Douyin 16: on tbjd cid 16 its JD rows (JD facts are filtered by the same
// ids, cat_l1 16) lie outside its JD list, so tbjd must answer exactly what plat all answers; on
// tbjddy the Douyin 16 rows it may see are added, and nothing else.
import type {
  BrandCloud,
  CategoryBreakdown,
  CategoryTree,
  LoginInfo,
  CommodityPage,
  ConceptSearchResult,
  ConceptRanking,
  MarkedSearchResult,
  MiniHomepage,
  MiniSearchResult,
} from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all(['analyst', 'partial'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

const WORD = '法式'
const sales = async (body: Record<string, unknown>, token: string) => {
  const { json } = await api<ConceptSearchResult>('/api/search', { body: { word: WORD, ...body }, token })
  expect(json.status).toBe('ok')
  return json.data.summary.sales
}

test('partial@ on tbjd cid 16 gets no JD figure of JD 16 (outside its JD list): search, itemcloud, ecloud, cloud', async () => {
  // the leak needs JD 16 rows: the analyst sees them
  expect(await sales({ plat: 'jd', cid: 16 }, analyst)).toBeGreaterThan(0)
  const all = { word: WORD, cid: 16, plat: 'all' }
  const tbjd = { ...all, plat: 'tbjd' }
  expect(await sales(tbjd, partial)).toBe(await sales(all, partial))

  const items = async (body: Record<string, unknown>) => {
    const { json } = await api<CommodityPage>('/api/itemcloud', { body: { ...body, page: 1, page_size: 100 }, token: partial })
    expect(json.status).toBe('ok')
    return { total: json.data.total, ids: json.data.rows.map((r) => r.item_id) }
  }
  expect(await items(tbjd)).toEqual(await items(all))

  const breakdown = async (body: Record<string, unknown>) => {
    const { json } = await api<CategoryBreakdown>('/api/ecloud', { body, token: partial })
    expect(json.status).toBe('ok')
    return { ...json.data, plat: 'echoed' }
  }
  const [bt, ba] = [await breakdown(tbjd), await breakdown(all)]
  expect(JSON.stringify(bt).length).toBeGreaterThan(2)
  expect(bt).toEqual(ba)

  const brands = async (q: Record<string, unknown>) => {
    const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()
    const { json } = await api<BrandCloud>(`/api/cloud?${qs}`, { method: 'GET', token: partial })
    expect(json.status).toBe('ok')
    return { ...json.data, plat: 'echoed' }
  }
  expect(await brands(tbjd)).toEqual(await brands(all))
})

test('partial@ on tbjddy cid 16 adds only the Douyin 16 it may see; the analyst still gets every source', async () => {
  const dy = await sales({ plat: 'douyin', cid: 16 }, analyst)
  expect(dy).toBeGreaterThan(0)
  const tb = await sales({ plat: 'all', cid: 16 }, partial)
  expect(await sales({ plat: 'tbjddy', cid: 16 }, partial)).toBeCloseTo(tb + dy, 2)
  // the analyst's lists are all 'all': the combined figure is every source's (and a cached answer
  // of one user is not handed to the other)
  const jd = await sales({ plat: 'jd', cid: 16 }, analyst)
  expect(await sales({ plat: 'tbjd', cid: 16 }, analyst)).toBeCloseTo(tb + jd, 2)
  expect(await sales({ plat: 'tbjd', cid: 16 }, partial)).toBe(tb)
})

test('search_marked and mini_search on tbjd hold partial@ to its JD list too', async () => {
  const tb = await sales({ plat: 'all', cid: 16 }, partial)
  const mini = await api<MiniSearchResult>(`/api/mini_search?${new URLSearchParams({ word: WORD, plat: 'tbjd', cid: '16' })}`, {
    method: 'GET',
    token: partial,
  })
  expect(mini.json.status).toBe('ok')
  expect(mini.json.data.summary.sales).toBe(tb)
  const marked = await api<MarkedSearchResult>('/api/search_marked', {
    body: { items: [{ word: WORD, plat: 'tbjd', category_id: 16 }] },
    token: partial,
  })
  expect(marked.json.status).toBe('ok')
  expect(marked.json.data.rows[0]).toMatchObject({ error_code: 0, summary: { sales: tb } })
})

test("rankings of a combined platform are precomputed over every source: refused unless each source's own list grants the category", async () => {
  const ranking = (body: Record<string, unknown>, token: string) =>
    api<ConceptRanking>('/api/ecommerce', { body: { ...body, page_size: 3 }, token })
  // tbjd/tbjddy 16 rows carry JD 16 figures, and partial@ may not see JD 16
  for (const plat of ['tbjd', 'tbjddy']) {
    expect((await ranking({ plat, cid: 16 }, partial)).json.error_code).toBe(-403)
    expect((await ranking({ plat, cid: 16 }, analyst)).json.status).toBe('ok')
  }
  // the single platforms partial@ may see still rank
  expect((await ranking({ plat: 'all', cid: 16 }, partial)).json.status).toBe('ok')
  expect((await ranking({ plat: 'jd', cid: 1801 }, partial)).json.status).toBe('ok')
  // the mini-program home asked for tbjd shows no ranking of it
  const home = await api<MiniHomepage>('/api/mini_homepage', { body: { plat: 'tbjd' }, token: partial })
  expect(home.json.status).toBe('ok')
  expect(home.json.data.concepts).toEqual([])
})

test("the category tree of a combined platform holds each source's share of a figure to that source's own list", async () => {
  const tree = async (plat: string, token: string) => {
    const { json } = await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { method: 'GET', token })
    expect(json.status).toBe('ok')
    return (id: number) => json.data.childrenList[String(id)]?.sale
  }
  const faceCare = Number(
    Object.values((await api<CategoryTree>('/api/cats_tree?plat=all', { method: 'GET', token: partial })).json.data.childrenList).find(
      (n) => n.name === '面部护理',
    )?.category_id,
  )
  expect(faceCare).toBeGreaterThan(0)
  const [tb, jd, dy] = [await tree('all', analyst), await tree('jd', analyst), await tree('douyin', analyst)]
  // the analyst's combined trees add every source
  expect((await tree('tbjd', analyst))(16)).toBeCloseTo(tb(16) + jd(16), 0)
  expect((await tree('tbjddy', analyst))(16)).toBeCloseTo(tb(16) + jd(16) + dy(16), 0)
  expect(jd(16)).toBeGreaterThan(0)
  // partial@ may see JD 1801 only: JD's 女装 is not counted, its face care (under 1801) is
  const tbjd = await tree('tbjd', partial)
  expect(tbjd(16)).toBe(tb(16))
  expect(tbjd(faceCare)).toBeCloseTo(tb(faceCare) + (jd(faceCare) ?? 0), 0)
  // Douyin's list grants 16 only: Douyin's face care is not counted; 1801 is shown for face care alone
  const tbjddy = await tree('tbjddy', partial)
  expect(tbjddy(16)).toBeCloseTo(tb(16) + dy(16), 0)
  expect(tbjddy(faceCare)).toBeCloseTo(tb(faceCare) + (jd(faceCare) ?? 0), 0)
  expect(tbjddy(1801)).toBeCloseTo(tbjddy(faceCare), 0)
  // the social tree carries Taobao/Tmall figures, cut to the Taobao/Tmall list
  const social = await tree('social', partial)
  expect(social(16)).toBe(tb(16))
})

test('a ranking asked for without a category opens on one the caller may see, and the login info offers only such platforms', async () => {
  const { json: user } = await api<LoginInfo>('/api/user', { method: 'GET', token: partial })
  const defaults = user.data.ranking_defaults ?? {}
  const ranking = (body: Record<string, unknown>) =>
    api<ConceptRanking>('/api/ecommerce', { body: { ...body, page_size: 3 }, token: partial })
  for (const plat of ['all', 'jd', 'douyin', 'tbjd', 'tbjddy', 'gamazon', 'ebay'] as const) {
    const answer = (await ranking({ plat })).json
    if (defaults[plat] === undefined) {
      // not offered: the server refuses it too
      expect([plat, answer.error_code]).toEqual([plat, -403])
    } else {
      // offered: its ranking answers, on the category the login info names
      expect([plat, answer.status, answer.data.cid]).toEqual([plat, 'ok', defaults[plat]])
    }
  }
  // partial@'s combined Taobao/Tmall + JD ranking: face care is granted by both lists, 女装 by Taobao's only
  expect(defaults.tbjd).toBeDefined()
  expect(defaults.tbjd).not.toBe(16)
  expect(defaults.all).toBe(16)
  // the analyst keeps the product's defaults everywhere
  const analystDefaults = (await api<LoginInfo>('/api/user', { method: 'GET', token: analyst })).json.data.ranking_defaults
  expect(analystDefaults).toMatchObject({ all: 16, tbjd: 16, tbjddy: 16, ebay: 1853126, gamazon: 3760911 })
})
