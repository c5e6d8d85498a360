// Follows: GET /api/marked (monitor_flag), POST /api/marked (add/del), GET /api/marked/list.
// Quotes are stripped once (concept expressions, docs/rules.md); categories are checked per data source for partial@ (-403).
import type { CategoryTree, FollowItem, FollowStatus } from '../../types'
import { api, expectEnvelope, tokenFor } from './helpers'

async function tree(token: string, plat: string): Promise<CategoryTree> {
  const { json } = await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { token })
  expect(json.status).toBe('ok')
  return json.data
}

function status(token: string, q: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()
  return api<FollowStatus>(`/api/marked?${qs}`, { token })
}

function setFollow(token: string, body: Record<string, unknown>) {
  return api<FollowStatus>('/api/marked', { token, body })
}

test.each([
  ['GET', '/api/marked?category_id=16&word=x&plat=all'],
  ['POST', '/api/marked'],
  ['GET', '/api/marked/list'],
])('%s %s without a session: -401', async (method, path) => {
  const body = method === 'POST' ? { category_id: 16, func: 'add', word: '连衣裙', platform: 'all' } : undefined
  const { json } = await api(path, { method, body })
  expectEnvelope(json)
  expect(json.error_code).toBe(-401)
})

test('follow with quotes, read the flag without them, list it, unfollow', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const q = { category_id: 16, word: '碎花 and 连衣裙', plat: 'all' }
  expect((await status(token, q)).json.data).toEqual({ monitor_flag: 0 })

  const added = await setFollow(token, { category_id: 16, func: 'add', word: '“碎花 and 连衣裙”', platform: 'all', type: 'concept' })
  expect(added.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: { monitor_flag: 1 } })
  expect((await status(token, q)).json.data.monitor_flag).toBe(1)
  expect((await status(token, { ...q, word: '"碎花 and 连衣裙"' })).json.data.monitor_flag).toBe(1)
  // only one pair is stripped: a word still quoted is another follow
  expect((await status(token, { ...q, word: '""碎花 and 连衣裙""' })).json.data.monitor_flag).toBe(0)
  // other platform, category or type: not followed
  expect((await status(token, { ...q, plat: 'douyin' })).json.data.monitor_flag).toBe(0)
  expect((await status(token, { ...q, type: 'social' })).json.data.monitor_flag).toBe(0)
  // another session of the same account sees it (committed)
  expect((await status(await tokenFor('analyst@growthradar.demo'), q)).json.data.monitor_flag).toBe(1)

  // following twice keeps one row
  await setFollow(token, { category_id: 16, func: 'add', word: '碎花 and 连衣裙', platform: 'all' })
  const list = await api<FollowItem[]>('/api/marked/list?plat=all', { token })
  const mine = list.json.data.filter((f) => f.word === '碎花 and 连衣裙')
  expect(mine).toEqual([
    {
      id: expect.any(Number),
      word: '碎花 and 连衣裙',
      type: 'concept',
      platform: 'all',
      category_id: 16,
      category_name: expect.stringContaining('女装'),
      category_name_en: expect.any(String),
      jd_cat1: 0,
      created_at: expect.any(String),
      alert_yoy_pct: null,
    },
  ])
  expect(Date.now() - Date.parse(mine[0].created_at)).toBeLessThan(60_000)

  const removed = await setFollow(token, { category_id: 16, func: 'del', word: '碎花 and 连衣裙', platform: 'all' })
  expect(removed.json.data).toEqual({ monitor_flag: 0 })
  expect((await status(token, q)).json.data.monitor_flag).toBe(0)
  expect((await api<FollowItem[]>('/api/marked/list', { token })).json.data.some((f) => f.word === '碎花 and 连衣裙')).toBe(false)
})

test('a follow in another letter case is the same follow: one row, shown as first written', async () => {
  const token = await tokenFor('staff@growthradar.cn')
  const q = { category_id: 16, word: 'Linen AND 连衣裙', plat: 'all' }
  await setFollow(token, { category_id: 16, func: 'add', word: 'Linen and 连衣裙', platform: 'all' })
  expect((await setFollow(token, { category_id: 16, func: 'add', word: 'LINEN AND 连衣裙', platform: 'all' })).json.data).toEqual({
    monitor_flag: 1,
  })
  expect((await status(token, q)).json.data.monitor_flag).toBe(1)
  const mine = (await api<FollowItem[]>('/api/marked/list?plat=all', { token })).json.data.filter(
    (f) => f.word.toLowerCase() === 'linen and 连衣裙',
  )
  expect(mine.map((f) => f.word)).toEqual(['Linen and 连衣裙'])
  await setFollow(token, { category_id: 16, func: 'del', word: 'linen and 连衣裙', platform: 'all' })
  expect((await status(token, q)).json.data.monitor_flag).toBe(0)
})

test.each([
  [{ category_id: 16, func: 'toggle', word: 'x', platform: 'all' }, /body.func: .*allowed values \(add, del\)/],
  [{ category_id: 16, func: 'add', platform: 'all' }, /body.word/],
  [{ category_id: 16, func: 'add', word: 'x', platform: 'taobao' }, /body.platform/],
  [{ category_id: 'abc', func: 'add', word: 'x', platform: 'all' }, /body.category_id/],
  [{ category_id: 16, func: 'add', word: '连衣裙 and', platform: 'all' }, /body.word: .*and/i],
  [{ category_id: 16, func: 'add', word: '""', platform: 'all' }, /body.word: Please enter a concept word/],
  [
    { category_id: 987654321, func: 'add', word: 'x', platform: 'all' },
    /body.category_id: category 987654321 does not exist on Taobao & Tmall/,
  ],
  [
    { category_id: 16, func: 'add', word: 'x', platform: 'tbjd', jd_cat1: 987654321 },
    /jd_cat1.category_id: category 987654321 does not exist/,
  ],
])('POST %j: -400 naming the problem', async (body, message) => {
  const { json } = await setFollow(await tokenFor('analyst@growthradar.demo'), body)
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toMatch(message)
})

test.each([
  ['plat=all&word=x', /querystring.category_id/],
  ['category_id=16&plat=all', /querystring.word/],
  ['category_id=16&word=x&plat=mars', /querystring.plat/],
  ['category_id=16&word=not&plat=all', /querystring.word/],
])('GET /api/marked?%s: -400 naming the problem', async (qs, message) => {
  const { json } = await api(`/api/marked?${qs}`, { token: await tokenFor('analyst@growthradar.demo') })
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toMatch(message)
})

describe('partial@ (女装 and 面部护理 on Taobao, JD 1801, no Amazon, no eBay)', () => {
  let token = ''
  let faceCare = 0
  let otherJd = 0
  beforeAll(async () => {
    token = await tokenFor('partial@growthradar.demo')
    const full = await tokenFor('analyst@growthradar.demo')
    const all = await tree(full, 'all')
    faceCare = all.childrenList['1801'].chd.find((id) => all.childrenList[String(id)].name === '面部护理') ?? 0
    otherJd = (await tree(full, 'jd')).bigCategory.find((id) => id !== 1801) ?? 0
    expect(faceCare).toBeGreaterThan(0)
    expect(otherJd).toBeGreaterThan(0)
  })

  test('may follow in its own categories (level 1 and level 2)', async () => {
    for (const [cid, platform] of [
      [16, 'all'],
      [faceCare, 'all'],
      [1801, 'jd'],
      [16, 'douyin'],
    ] as const) {
      const { json } = await setFollow(token, { category_id: cid, func: 'add', word: '精华', platform })
      expect(json).toMatchObject({ status: 'ok', data: { monitor_flag: 1 } })
    }
    const list = (await api<FollowItem[]>('/api/marked/list', { token })).json.data
    expect(list.map((f) => `${f.platform}:${f.category_id}`).sort()).toEqual(['all:16', `all:${faceCare}`, 'douyin:16', 'jd:1801'].sort())
  })

  test.each([
    ['Taobao 1801 (only its child is allowed)', 'all', () => 1801],
    ['the chance list (tbjd)', 'tbjd', () => 1801],
    ['Douyin 1801', 'douyin', () => 1801],
    ['another JD level 1', 'jd', () => otherJd],
    ['Amazon (empty list)', 'gamazon', () => 3760911],
    ['eBay (empty list)', 'ebay', () => 1853126],
  ])('-403 outside the permission: %s', async (_name, platform, cid) => {
    const post = await setFollow(token, { category_id: cid(), func: 'add', word: '精华', platform })
    expect(post.json.error_code).toBe(-403)
    const get = await status(token, { category_id: cid(), word: '精华', plat: platform })
    expect(get.json.error_code).toBe(-403)
  })

  test('-403 for a JD level-1 beside a combined platform outside the JD list', async () => {
    const { json } = await setFollow(token, { category_id: 16, func: 'add', word: '精华', platform: 'tbjd', jd_cat1: otherJd })
    expect(json.error_code).toBe(-403)
    const allowed = await setFollow(token, { category_id: 16, func: 'add', word: '精华', platform: 'tbjd', jd_cat1: 1801 })
    expect(allowed.json.data).toEqual({ monitor_flag: 1 })
  })
})
