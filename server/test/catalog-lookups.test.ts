// The catalogue's lookups: POST /api/get_catname, GET /api/idname, GET /api/get_search_pri and GET /api/get_qr_code.
import type { BrandRanking, CategoryName, CategoryTree, IdName, QrCode, SearchPrivileges } from '../../types'
import { api, state, tokenFor } from './helpers'

let analyst: string
let partial: string
let free: string
let tree: CategoryTree
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  partial = await tokenFor('partial@growthradar.demo')
  free = await tokenFor('free@growthradar.demo')
  tree = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: analyst })).json.data
})
const catname = (body: unknown, token = analyst) => api<CategoryName[]>('/api/get_catname', { body, token })

describe('get_catname', () => {
  test('names of ids (string or array) with their path from level 1, as an array in the asked order', async () => {
    const leaf = Object.values(tree.childrenList).find((n) => n.level === 4 && tree.childrenList[String(n.parent_id)])
    if (!leaf) throw new Error('no leaf')
    const { json } = await catname({ cat: `1801,${leaf.category_id},16`, plat: 'all' })
    expect(json.status).toBe('ok')
    expect(Array.isArray(json.data)).toBe(true)
    expect(json.data.map((c) => c.category_id)).toEqual([1801, leaf.category_id, 16])
    expect(json.data[2]).toMatchObject({
      name: '女装/女士精品',
      category_name_en: "Women's Clothing",
      level: 1,
      parent_id: 0,
      is_parent: true,
    })
    const l = json.data[1]
    expect(l).toMatchObject({ name: leaf.name, level: 4, parent_id: leaf.parent_id, is_parent: false })
    expect(l.path).toHaveLength(4)
    expect(l.path[3].category_id).toBe(leaf.category_id)
    expect(l.path[2].category_id).toBe(leaf.parent_id)
    expect(l.path[0].name).toBe(tree.childrenList[String(l.path[0].category_id)].name)
    const array = await catname({ cat: [16], plat: 'all' })
    expect(array.json.data[0].name).toBe('女装/女士精品')
    const amazon = await catname({ cat: '3760911', plat: 'gamazon' })
    expect(amazon.json.data[0]).toMatchObject({ category_name_en: 'Beauty & Personal Care', level: 1 })
  })

  test('-403 outside the list, for each source', async () => {
    expect((await catname({ cat: '16', plat: 'all' }, partial)).json.status).toBe('ok')
    expect((await catname({ cat: '16,1801', plat: 'all' }, partial)).json.error_code).toBe(-403)
    expect((await catname({ cat: '1801', plat: 'jd' }, partial)).json.status).toBe('ok')
    expect((await catname({ cat: '3760911', plat: 'gamazon' }, partial)).json.error_code).toBe(-403)
    expect((await catname({ cat: '1853126', plat: 'ebay' }, partial)).json.error_code).toBe(-403)
    expect((await catname({ cat: '1853126', plat: 'ebay' })).json.status).toBe('ok')
  })

  test.each([
    [{ plat: 'all' }, 'cat'],
    [{ cat: '16' }, 'plat'],
    [{ cat: '16;1801', plat: 'all' }, 'cat'],
    [{ cat: [], plat: 'all' }, 'cat'],
    [{ cat: '999', plat: 'all' }, 'cat'],
    [{ cat: '16', plat: 'amazon' }, 'plat'],
  ])('bad input %j → -400 naming %s', async (body, field) => {
    const { json } = await catname(body)
    expect(json.error_code).toBe(-400)
    expect(String(json.error_msg)).toContain(field)
  })
})

describe('idname', () => {
  test('category and brand ids to names', async () => {
    const cats = (await api<IdName[]>('/api/idname?type=category&plat=gamazon&ids=3760911,1064954', { token: analyst })).json
    expect(cats.data).toEqual([
      { id: 3760911, name: expect.any(String), name_en: 'Beauty & Personal Care' },
      { id: 1064954, name: expect.any(String), name_en: expect.stringContaining('Office') },
    ])
    const brands = (await api<IdName[]>('/api/idname?type=brand&plat=all&ids=1', { token: analyst })).json
    expect(brands.data).toEqual([{ id: 1, name: '素言/SUYAN', name_en: 'SUYAN' }])
  })

  test('-403 per source, -400 for unknown ids and bad input', async () => {
    expect((await api('/api/idname?type=category&plat=all&ids=30', { token: partial })).json.error_code).toBe(-403)
    expect((await api('/api/idname?type=category&plat=gamazon&ids=3760911', { token: partial })).json.error_code).toBe(-403)
    expect((await api('/api/idname?type=brand&plat=ebay&ids=1', { token: partial })).json.error_code).toBe(-403)
    const unknown = (await api('/api/idname?type=brand&plat=all&ids=1,99999', { token: analyst })).json
    expect(unknown.error_code).toBe(-400)
    expect(String(unknown.error_msg)).toContain('99999')
    expect((await api('/api/idname?type=kol&plat=all&ids=1', { token: analyst })).json.error_code).toBe(-400)
    expect(String((await api('/api/idname?type=brand&plat=all&ids=a,b', { token: analyst })).json.error_msg)).toContain('ids')
  })
})

test('brand names: a caller limited to some categories names only the brands selling in them; the others read as unknown', async () => {
  const named = async (token: string, id: number) =>
    (await api<IdName[]>(`/api/idname?type=brand&plat=all&ids=${id}`, { token })).json.error_code === 0
  const ids = Array.from({ length: 150 }, (_, i) => i + 1)
  const byAnalyst = await Promise.all(ids.map((id) => named(analyst, id)))
  const byPartial = await Promise.all(ids.map((id) => named(partial, id)))
  // partial@ names some of the brands the analyst names, never one the analyst cannot
  const partialCount = byPartial.filter(Boolean).length
  expect(partialCount).toBeGreaterThan(0)
  expect(partialCount).toBeLessThan(byAnalyst.filter(Boolean).length)
  expect(ids.filter((_, i) => byPartial[i] && !byAnalyst[i])).toEqual([])
  // every brand of partial@'s own brand ranking (women's wear) is named for it
  const ranking = (await api<BrandRanking>('/api/brand_rank', { body: { plat: 'all', cid: 16, page_size: 20 }, token: partial })).json.data
  expect(ranking.rows.length).toBeGreaterThan(0)
  const listed = (
    await api<IdName[]>(`/api/idname?type=brand&plat=all&ids=${ranking.rows.map((r) => r.brand_id).join(',')}`, { token: partial })
  ).json
  expect(listed.status).toBe('ok')
  // an id it may not name is refused exactly as an id that does not exist
  const hidden = ids.find((_, i) => byAnalyst[i] && !byPartial[i]) as number
  const [refused, unknown] = await Promise.all(
    [hidden, 9_999_999].map(async (id) => (await api(`/api/idname?type=brand&plat=all&ids=${id}`, { token: partial })).json),
  )
  expect(refused.error_code).toBe(-400)
  expect(String(refused.error_msg).replace(String(hidden), '#')).toBe(String(unknown.error_msg).replace('9999999', '#'))
})

describe('get_search_pri', () => {
  test.each([
    [
      'analyst',
      {
        platforms: ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy'],
        ebay: true,
        social: true,
        custom_time_range: true,
        earliest_month: '2017-01',
        max_page_size: 100,
      },
    ],
    ['partial', { platforms: ['all', 'jd', 'douyin', 'tbjd', 'tbjddy'], ebay: false, social: true }],
    ['free', { is_free_version: true, custom_time_range: false, multi_month: true, max_page_size: 20 }],
  ] as const)('%s', async (who, expected) => {
    const token = who === 'analyst' ? analyst : who === 'partial' ? partial : free
    const { json } = await api<SearchPrivileges>('/api/get_search_pri', { token })
    expect(json.status).toBe('ok')
    expect(json.data).toMatchObject({ ...expected, latest_month: state().ts })
  })

  test('the generated data carries one sales model: no coupon deduction, no JD versions (so no model select is offered)', async () => {
    const staff = await tokenFor('staff@growthradar.cn')
    const d = (await api<SearchPrivileges>('/api/get_search_pri', { token: staff })).json.data
    expect(d.sales_models).toEqual({ coupon: [''], jd_version: [] })
  })

  test('free history is the latest 12 months', async () => {
    const d = (await api<SearchPrivileges>('/api/get_search_pri', { token: free })).json.data
    const [y, m] = state().ts.split('-').map(Number)
    const start = new Date(Date.UTC(y, m - 12, 1))
    expect(d.earliest_month).toBe(`${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`)
  })
})

describe('get_qr_code', () => {
  test('the share URL on this server and an SVG QR image of it', async () => {
    const path = '/detail?word=冻干&plat=all&cid=16'
    const { json } = await api<QrCode>(`/api/get_qr_code?path=${encodeURIComponent(path)}`, { token: analyst })
    expect(json.status).toBe('ok')
    expect(json.data.url).toBe(`${state().baseUrl}/detail?word=%E5%86%BB%E5%B9%B2&plat=all&cid=16`)
    expect(json.data.size).toBe(17 + 4 * json.data.version)
    const svg = Buffer.from(json.data.svg.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain(`viewBox="0 0 ${json.data.size + 8} ${json.data.size + 8}"`)
  })

  test.each([
    ['path=https://evil.example/x', 'path'],
    ['path=//evil.example/x', 'path'],
    ['', 'path'],
    [`path=/${'x'.repeat(400)}`, 'path'],
  ])('bad input %s → -400', async (query, field) => {
    const { json } = await api(`/api/get_qr_code?${query}`, { token: analyst })
    expect(json.error_code).toBe(-400)
    expect(String(json.error_msg)).toContain(field)
  })
})

test.each(['/api/idname?type=brand&plat=all&ids=1', '/api/get_search_pri', '/api/get_qr_code?path=/concept'])(
  '%s: -401 without a session, -499 when SMS verification is pending',
  async (path) => {
    expect((await api(path)).json.error_code).toBe(-401)
    expect((await api(path, { token: await tokenFor('sms@growthradar.demo') })).json.error_code).toBe(-499)
  },
)

test('get_catname: -401 without a session', async () => {
  expect((await api('/api/get_catname', { body: { cat: '16', plat: 'all' } })).json.error_code).toBe(-401)
})
