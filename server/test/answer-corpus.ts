// The requests two servers on the same data must answer alike (execution-contract.test.ts: memory and
// engine execution; cluster-layout.test.ts: the embedded and the cluster layout's stores): every
// concept endpoint, every platform, categories at each level read from the caller's own tree,
// periods (a month, several months, the first months of the data), expressions with and / or /
// not, item sorts and pages, the rankings, the social and the mini-program's reads.
import type { CategoryTree } from '../../types'
import { api } from './helpers'

export type Call = { path: string; body?: Record<string, unknown>; method?: 'GET' }

const ZH_WORDS = ['连衣裙', '纯棉 not 儿童', '法式 or 连衣裙', '户外 and 便携', '女', '加厚 or 冰丝 not 男', '不存在的词语']
const EN_WORDS = ['linen', 'yoga not kids', 'shirt or dress', 'wireless and earbuds', 'zzqx']
const PLATS = ['all', 'jd', 'douyin', 'tbjd', 'tbjddy', 'gamazon', 'ebay'] as const

/** Two selectable level-1 ids, a level-2 id and a leaf per platform, from the caller's own tree; and the two level-1 ids together. */
async function categoriesOf(token: string, plat: string, baseUrl?: string): Promise<string[]> {
  const tree = (await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { token, baseUrl })).json.data
  const nodes = Object.values(tree?.childrenList ?? {}).filter((n) => !n.only_show)
  const at = (level: number, n: number) =>
    nodes
      .filter((c) => c.level === level)
      .slice(0, n)
      .map((c) => String(c.category_id))
  const l1 = at(1, 2)
  return [
    ...l1,
    ...at(2, 1),
    ...nodes
      .filter((c) => !c.is_parent)
      .slice(0, 1)
      .map((c) => String(c.category_id)),
    ...(l1.length === 2 ? [l1.join(',')] : []),
  ]
}

export async function corpus(token: string, tsMin: string, baseUrl?: string): Promise<Call[]> {
  const calls: Call[] = []
  for (const plat of PLATS) {
    const words = plat === 'gamazon' || plat === 'ebay' ? EN_WORDS : ZH_WORDS
    const cids = [undefined, ...(await categoriesOf(token, plat, baseUrl))]
    const periods: Record<string, unknown>[] = [{}, { is_multi_month: 1 }, { ts: tsMin }, { ts: '2024-02' }]
    words.forEach((word, w) => {
      const cid = cids[w % cids.length]
      const period = periods[w % periods.length]
      const body = { word, plat, ...(cid ? { cid } : {}), ...period }
      calls.push({ path: '/api/search', body }, { path: '/api/ecloud', body }, { path: '/api/drivers', body })
      calls.push({
        path: `/api/cloud?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`,
        method: 'GET',
      })
      const sort = (['sales', 'volume', 'growth', 'price'] as const)[w % 4]
      for (const page of [1, 3]) calls.push({ path: '/api/itemcloud', body: { ...body, sortby: sort, asc: w % 2, page, page_size: 20 } })
      calls.push({ path: '/api/itemcloud', body: { ...body, page: 500, page_size: 50 } })
    })
  }
  // rankings: the memory execution builds partitions from the rankings it holds, the engine reads each
  for (const plat of PLATS) {
    const cids = [undefined, ...(await categoriesOf(token, plat, baseUrl)).slice(0, 2)]
    cids.forEach((cid, c) => {
      for (const period of [{}, { is_multi_month: 1 }, { ts: '2024-02' }, { ts: tsMin }]) {
        calls.push({
          path: '/api/ecommerce',
          body: { plat, ...(cid ? { cid } : {}), ...period, page: 1 + (c % 2), page_size: 20, ...(c === 2 ? { sortby: 'sales' } : {}) },
        })
      }
    })
  }
  calls.push({ path: '/api/douyin_search', body: { word: '连衣裙' } }, { path: '/api/gamazon_search', body: { word: 'linen' } })
  calls.push({ path: `/api/mini_search?${new URLSearchParams({ word: '法式 or 连衣裙', plat: 'tbjddy' })}`, method: 'GET' })
  calls.push({
    path: '/api/search_marked',
    body: { items: PLATS.map((plat) => ({ word: plat === 'gamazon' || plat === 'ebay' ? 'linen' : '连衣裙', plat, category_id: 0 })) },
  })
  return calls
}
