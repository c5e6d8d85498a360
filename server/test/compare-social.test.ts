// POST /api/compare with social_plat: each concept word's social volume is exactly the row
// /api/social?word=… answers (the same category, month and growth definition), 24 months adding
// that answer a year earlier; the social permission (social_cat_list) and the platform's recorded
// months refuse a word in its row, in the caller's language, never dropping the concept.
import type { CompareResult, SocialRanking } from '../../types'
import { api, expectEnvelope, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all(['analyst', 'partial'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

async function socialRow(token: string, plat: string, word: string, ts: string) {
  const { json } = await api<SocialRanking>(`/api/social?social_plat=${plat}&ts=${ts}&word=${encodeURIComponent(word)}`, { token })
  return json
}

test("each concept's social volume is /api/social's row for its word: this month, YoY, change, label and 24 months of volume", async () => {
  // the loudest words (talked about a year earlier too) and the fastest-growing one (new: no volume a year earlier)
  const loud = (await api<SocialRanking>('/api/social?social_plat=xhs&page_size=2&sortby=volume', { token: analyst })).json.data
  const rising = (await api<SocialRanking>('/api/social?social_plat=xhs&page_size=1', { token: analyst })).json.data
  const words = [...loud.rows.map((r) => r.word), rising.rows[0].word]
  const items = [...words.map((word) => ({ word, plat: 'all' })), { word: words[0], plat: 'jd' }, { word: 'dress', plat: 'gamazon' }]
  const { json } = await api<CompareResult>('/api/compare', { token: analyst, body: { items, months: 24, social_plat: 'xhs' } })
  expectEnvelope(json)
  expect(json.status).toBe('ok')
  const { ts, months, rows } = json.data
  expect(rows).toHaveLength(items.length)
  let newWords = 0
  for (const [i, item] of items.slice(0, 4).entries()) {
    const now = (await socialRow(analyst, 'xhs', item.word, ts)).data.rows[0]
    const before = await socialRow(analyst, 'xhs', item.word, months[11])
    const social = rows[i].social
    // a month /api/social has no row of the word for (no talk then nor a year before) is a month
    // of no talk, 0 as the row a month later holds it, and the months before it as recorded: never a gap
    let yearBefore: (number | null)[]
    if (before.status === 'ok') yearBefore = before.data.rows[0].trend.slice(-12)
    else {
      expect(before.error_code).toBe(-404)
      yearBefore = social?.trend?.slice(0, 12) ?? []
      expect(yearBefore).toHaveLength(12)
      expect(yearBefore[11]).toBe(0)
      expect(now.trend[0]).toBe(0)
      for (const v of yearBefore) expect(typeof v).toBe('number')
      // at least one of the words has no row a year earlier (the fastest-growing one is new)
      newWords++
    }
    expect(social).toEqual({
      social_plat: 'xhs',
      error_code: 0,
      error_msg: '',
      volume: now.volume,
      volume_base: now.volume_base,
      yoy: now.yoy,
      change: now.change,
      label: now.label,
      trend: [...yearBefore, ...now.trend.slice(-12)],
    })
    expect(social?.volume).toBeGreaterThan(0)
    // the sales figures are still /api/search's, beside the volume
    expect(rows[i].search?.summary.sales).toBeGreaterThan(0)
  }
  expect(newWords).toBeGreaterThan(0)
  // a word no social platform talks about (an English marketplace word) is refused in its row, the concept kept
  const amazon = rows[items.length - 1]
  expect(amazon.error_code).toBe(0)
  expect(amazon.social).toMatchObject({ error_code: -404, volume: null, trend: null })
  expect((await socialRow(analyst, 'xhs', 'dress', ts)).error_code).toBe(-404)
  // without social_plat the rows carry no social figures
  const plain = (await api<CompareResult>('/api/compare', { token: analyst, body: { items: items.slice(0, 1) } })).json.data
  expect(plain.rows[0].social).toBeUndefined()
})

test("the social permission is the social routes': a word outside the caller's social categories is refused as /api/social refuses it, in both languages", async () => {
  const ranked = (await api<SocialRanking>('/api/social?social_plat=weibo&page_size=100', { token: analyst })).json.data
  const mine = (await api<SocialRanking>('/api/social?social_plat=weibo&page_size=100', { token: partial })).json.data
  // a word no group of partial@'s list ranks (its other groups are searched too): refused, not unknown
  let outside = ''
  for (const w of ranked.rows.map((r) => r.word).filter((x) => !mine.rows.some((r) => r.word === x))) {
    const { json } = await api(`/api/social?social_plat=weibo&word=${encodeURIComponent(w)}`, { token: partial })
    if (json.error_code === -403) {
      outside = w
      break
    }
  }
  const inside = mine.rows[0].word
  expect(outside).toBeTruthy()
  for (const [lang, pattern] of [
    ['zh-CN', /权限/],
    ['en', /permission/i],
  ] as const) {
    const { json } = await api<CompareResult>('/api/compare', {
      token: partial,
      body: {
        items: [
          { word: inside, plat: 'all', cid: '16' },
          { word: outside, plat: 'all', cid: '16' },
        ],
        social_plat: 'weibo',
      },
      headers: { 'accept-language': lang },
    })
    expect(json.status).toBe('ok')
    const [a, b] = json.data.rows
    const own = (await socialRow(partial, 'weibo', inside, json.data.ts)).data.rows[0]
    expect(a.social).toMatchObject({ error_code: 0, volume: own.volume, yoy: own.yoy })
    const refusal = await api(`/api/social?social_plat=weibo&ts=${json.data.ts}&word=${encodeURIComponent(outside)}`, {
      token: partial,
      headers: { 'accept-language': lang },
    })
    expect(b.social).toMatchObject({ error_code: -403, error_msg: refusal.json.error_msg, trend: null })
    expect(b.social?.error_msg).toMatch(pattern)
  }
})

test('an unknown social platform is -400', async () => {
  const { json } = await api('/api/compare', { token: analyst, body: { items: [{ word: '法式', plat: 'all' }], social_plat: 'tiktok' } })
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
})
