// The category-tree scripts GET /static/tree/<name>.js?ts=: JavaScript giving bigCategory,
// childrenList and choice_cat, the caller's permitted tree (category permissions, docs/rules.md),
// with ETag, Cache-Control by ts, and 304 on If-None-Match.
import vm from 'node:vm'
import type { CategoryNode, CategoryTree } from '../../types'
import { api, call, state, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  partial = await tokenFor('partial@growthradar.demo')
})

interface Run {
  bigCategory: number[]
  childrenList: Record<string, CategoryNode>
  choice_cat: number[]
  self: { grCategoryTrees: Record<string, { status: string; error_code: number; data: { ts: string } | null }> }
}

async function script(name: string, token?: string, headers: Record<string, string> = {}, ts = state().ts) {
  const res = await call(`/static/tree/${name}?ts=${ts}`, { token, headers })
  const body = await res.text()
  let run: Run | null = null
  if (res.status === 200) {
    const context = { self: {} } as unknown as Run
    vm.runInNewContext(body, context)
    run = context
  }
  return { res, body, run }
}

test.each(['all', 'jd', 'gamazon', 'douyin'] as const)('%s.js gives the same tree as /api/cats_tree', async (plat) => {
  const { res, run } = await script(`${plat}.js`, analyst)
  expect(res.headers.get('content-type')).toContain('application/javascript')
  const api1 = (await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { token: analyst })).json.data
  expect(run?.bigCategory).toEqual(api1.bigCategory)
  expect(run?.childrenList).toEqual(api1.childrenList)
  expect(run?.choice_cat).toEqual(api1.choice_cat)
  expect(run?.self.grCategoryTrees[plat]).toMatchObject({ status: 'ok', error_code: 0, data: { ts: state().ts } })
  if (plat === 'jd') expect(Object.values(run?.childrenList ?? {}).every((n) => n.level <= 3)).toBe(true)
})

test('zero.js: level-0 industry groups above the level-1 categories, not checkable', async () => {
  const { run } = await script('zero.js', analyst)
  const list = run?.childrenList ?? {}
  const zero = (run?.bigCategory ?? []).map((id) => list[String(id)])
  expect(zero.length).toBeGreaterThan(3)
  const level1 = Object.values(list).filter((n) => n.level === 1)
  for (const z of zero) {
    expect(z).toMatchObject({ level: 0, parent_id: 0, is_parent: true })
    for (const id of z.chd) expect(list[String(id)]).toMatchObject({ level: 1, parent_id: z.category_id })
    expect(z.sale).toBe(z.chd.reduce((s, id) => s + list[String(id)].sale, 0))
  }
  // every level-1 category sits under exactly one group
  expect(zero.flatMap((z) => z.chd).sort()).toEqual(level1.map((n) => n.category_id).sort())
  const apparel = zero.find((z) => z.chd.includes(16))
  expect(apparel?.chd).toContain(30)
})

test('filtered by permission: the partial user sees 16 and 1801 (only_show); Amazon is empty', async () => {
  const all = (await script('all.js', partial)).run
  expect(all?.bigCategory.sort()).toEqual([16, 1801])
  expect(all?.childrenList['1801'].only_show).toBe(true)
  expect(all?.childrenList['30']).toBeUndefined()
  const amazon = (await script('gamazon.js', partial)).run
  expect(amazon?.bigCategory).toEqual([])
  expect(amazon?.childrenList).toEqual({})
  const zero = (await script('zero.js', partial)).run
  expect(zero?.bigCategory).toHaveLength(2)
})

test("the scripts reveal no figure of a hidden category: the partial user's 1801 (only_show) carries only 面部护理", async () => {
  const full = (await script('all.js', analyst)).run?.childrenList ?? {}
  for (const name of ['all.js', 'zero.js']) {
    const list = (await script(name, partial)).run?.childrenList ?? {}
    const faceCare = list[String(list['1801'].chd[0])]
    expect([name, faceCare.name, faceCare.sale]).toEqual([name, '面部护理', full[String(faceCare.category_id)].sale])
    expect([name, list['1801'].sale]).toEqual([name, faceCare.sale])
    expect(full['1801'].sale).toBeGreaterThan(faceCare.sale)
    if (name === 'zero.js') {
      // the beauty group above 1801 sums what the caller sees, not the hidden total
      const group = list[String(list['1801'].parent_id)]
      expect(group.sale).toBe(group.chd.reduce((s, id) => s + list[String(id)].sale, 0))
    }
  }
})

test('ETag and 304; cached for the current ts, revalidated for another; private per user', async () => {
  const first = await script('all.js', analyst)
  const etag = first.res.headers.get('etag') as string
  expect(etag).toMatch(/^"[\w-]+"$/)
  expect(first.res.headers.get('cache-control')).toBe('private, max-age=86400')
  expect(first.res.headers.get('vary')).toContain('Cookie')
  const again = await script('all.js', analyst, { 'if-none-match': etag })
  expect(again.res.status).toBe(304)
  expect(again.body).toBe('')
  const other = await script('all.js', partial, { 'if-none-match': etag })
  expect(other.res.status).toBe(200)
  expect(other.res.headers.get('etag')).not.toBe(etag)
  const old = await script('all.js', analyst, {}, '2020-11')
  expect(old.res.headers.get('cache-control')).toBe('private, no-cache')
})

test('no session: a script with an empty tree and the -401 envelope, never cached', async () => {
  const { res, run } = await script('all.js')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(run?.bigCategory).toEqual([])
  expect(run?.self.grCategoryTrees.all).toMatchObject({ status: 'error', error_code: -401 })
  const sms = (await script('jd.js', await tokenFor('sms@growthradar.demo'))).run
  expect(sms?.self.grCategoryTrees.jd.error_code).toBe(-499)
})

test('bad input: unknown tree or malformed ts → -400', async () => {
  const unknown = await api('/static/tree/ebay.js', { token: analyst })
  expect(unknown.json.error_code).toBe(-400)
  expect(String(unknown.json.error_msg)).toContain('file')
  const ts = await api('/static/tree/all.js?ts=2020-1', { token: analyst })
  expect(ts.json.error_code).toBe(-400)
  expect(String(ts.json.error_msg)).toContain('ts')
})
