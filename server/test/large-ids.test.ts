// "Amazon's largest category reads zero": ids kept in 32-bit places. Amazon browse-node
// ids pass 2³² (Clothing, Shoes & Jewelry is 7141123011; the generated Amazon tree uses ids of that
// range at every level), and Douyin product ids have 19 digits, past 2⁵³ (a JavaScript number
// rounds them to multiples of 512). Every place an id passes through is exercised here: the
// expression's facts held in typed arrays, request schemas, the follows table, the item answers.
import type { CategoryName, CommodityPage, ConceptRanking, ConceptSearchResult, FollowItem, MarkedSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

const CLOTHING = 7141123011
const TWO_32 = 2 ** 32

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

async function amazonSearch(word: string, cid: number): Promise<ConceptSearchResult> {
  const { json } = await api<ConceptSearchResult>('/api/gamazon_search', { body: { word, cid: String(cid) }, token: analyst })
  expect(json.status).toBe('ok')
  return json.data
}

test('Amazon Clothing, Shoes & Jewelry (7141123011): a search sums its facts, as the sum of its level-2 categories', async () => {
  const { json: names } = await api<CategoryName[]>('/api/get_catname', { body: { cat: CLOTHING, plat: 'gamazon' }, token: analyst })
  expect(names.status).toBe('ok')
  expect(names.data[0]).toMatchObject({ category_id: CLOTHING, level: 1 })
  const tree = (await api<{ childrenList: Record<string, { chd: number[] }> }>('/api/cats_tree?plat=gamazon', { token: analyst })).json.data
  const children = tree.childrenList[String(CLOTHING)].chd
  expect(children.length).toBeGreaterThan(1)
  // the generated Amazon tree has browse-node sized ids below level 1 too
  expect(children.every((id) => id > TWO_32)).toBe(true)

  const whole = await amazonSearch('women', CLOTHING)
  expect(whole.summary.sales).toBeGreaterThan(0)
  expect(whole.trend.every((t) => (t.sales ?? 0) > 0)).toBe(true)
  let sum = 0
  for (const id of children) sum += (await amazonSearch('women', id)).summary.sales
  expect(whole.summary.sales).toBe(sum)
})

test('category ids past 2³¹ are accepted wherever a category is named: rankings, names, follows, followed summaries', async () => {
  const ranking = await api<ConceptRanking>('/api/ecommerce', {
    body: { plat: 'gamazon', cid: CLOTHING, sortby: 'sales', page_size: 5 },
    token: analyst,
  })
  expect(ranking.json.status).toBe('ok')
  expect(ranking.json.data.rows.length).toBeGreaterThan(0)
  const listed = await api<ConceptRanking>(`/api/list_gamazon?cid=${CLOTHING}&sortby=sales&page_size=5`, { token: analyst })
  expect(listed.json.status).toBe('ok')
  expect(listed.json.data.rows.map((r) => r.word)).toEqual(ranking.json.data.rows.map((r) => r.word))

  const brands = await api<{ cid: number; rows: unknown[] }>(`/api/brands?plat=gamazon&cid=${CLOTHING}`, { token: analyst })
  expect(brands.json.status).toBe('ok')
  expect(brands.json.data.cid).toBe(CLOTHING)
  expect(brands.json.data.rows.length).toBeGreaterThan(0)

  const word = 'Linen large-id follow'
  const follow = await api('/api/marked', { body: { category_id: CLOTHING, func: 'add', word, platform: 'gamazon' }, token: analyst })
  expect(follow.json.status).toBe('ok')
  try {
    const status = await api<{ monitor_flag: number }>(
      `/api/marked?category_id=${CLOTHING}&word=${encodeURIComponent(word)}&plat=gamazon`,
      { token: analyst },
    )
    expect(status.json.data.monitor_flag).toBe(1)
    const list = await api<FollowItem[]>('/api/marked/list?plat=gamazon', { token: analyst })
    expect(list.json.data.find((f) => f.word === word)).toMatchObject({
      category_id: CLOTHING,
      category_name_en: 'Clothing, Shoes & Jewelry',
    })
  } finally {
    await api('/api/marked', { body: { category_id: CLOTHING, func: 'del', word, platform: 'gamazon' }, token: analyst })
  }

  const marked = await api<MarkedSearchResult>('/api/search_marked', {
    body: { items: [{ word: 'women', plat: 'gamazon', category_id: CLOTHING }] },
    token: analyst,
  })
  expect(marked.json.status).toBe('ok')
  expect(marked.json.data.rows[0]).toMatchObject({ category_id: CLOTHING, error_code: 0 })
  expect(marked.json.data.rows[0].summary?.sales).toBeGreaterThan(0)
})

test('Douyin product ids (19 digits, past 2⁵³) come back exact: distinct items stay distinct', async () => {
  // the best-selling concept of Douyin's first category, over the whole tree
  const top = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'douyin', sortby: 'sales', page_size: 1 }, token: analyst }))
    .json.data
  const body = { word: top.rows[0].word, plat: 'douyin', page_size: 100 }
  const summary = (await api<ConceptSearchResult>('/api/search', { body, token: analyst })).json.data.summary
  const rows: CommodityPage['rows'] = []
  for (let page = 1; page < 20; page++) {
    const { json } = await api<CommodityPage>('/api/itemcloud', { body: { ...body, page }, token: analyst })
    expect(json.status).toBe('ok')
    rows.push(...json.data.rows)
    if (rows.length >= json.data.total) break
  }
  expect(rows.length).toBeGreaterThan(5)
  const ids = rows.map((r) => String(r.item_id))
  // ids travel as decimal strings: a JSON number cannot hold a 19-digit id
  expect(rows.every((r) => typeof r.item_id === 'string')).toBe(true)
  expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true)
  expect(new Set(ids).size).toBe(ids.length)
  // rounded through a double, every id would be a multiple of 512
  expect(ids.some((id) => BigInt(id) % 512n !== 0n)).toBe(true)
  expect(rows.reduce((s, r) => s + r.sales, 0)).toBe(summary.sales)
  expect(rows.length).toBe(summary.items)
})
