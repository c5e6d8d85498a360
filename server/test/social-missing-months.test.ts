// Months before a social platform's first month have no data, which is not 0: the trend has gaps
// there, a base in them is unknown (no growth, no change, never "new"), the answer names them, and
// the growth order leaves such words out, as the e-commerce rankings do.
import type { LatestSocial, SocialRanking, WxTags } from '../../types'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { api, tokenFor } from './helpers'

let analyst: string
let first: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  first = (await api<LatestSocial>('/api/latest_social?social_plat=weibo', { token: analyst })).json.data.platforms.weibo.ts_min
})

const social = (query: string) => api<SocialRanking>(`/api/social?${query}`, { token: analyst })

test('a month within a year of the first: null before the data, unknown base, no label, named months', async () => {
  const ts = shiftMonth(first, 5)
  const months = lastMonths(ts, 13)
  const missing = months.filter((m) => m < first)
  expect(missing).toHaveLength(7)
  const byVolume = (await social(`social_plat=weibo&ts=${ts}&sortby=volume&page_size=100`)).json
  expect(byVolume.status).toBe('ok')
  expect(byVolume.data.missing_months).toEqual(missing)
  expect(byVolume.data.rows.length).toBeGreaterThan(10)
  for (const r of byVolume.data.rows) {
    expect(r.trend.slice(0, 7)).toEqual(Array(7).fill(null))
    expect(r.trend.slice(7).every((v) => typeof v === 'number')).toBe(true)
    expect(r).toMatchObject({ volume_base: null, yoy: null, change: null, label: null, missing_months: missing })
    expect(r.volume_prev).toBe(r.trend[11])
  }
  const byGrowth = (await social(`social_plat=weibo&ts=${ts}&page_size=100`)).json.data
  expect(byGrowth).toMatchObject({ total: 0, rows: [], missing_months: missing })
  // the mini-program's tags rank by growth too: nothing to rank against an unknown base
  const tags = (await api<WxTags>(`/api/wx/tags?social_plat=weibo&ts=${ts}`, { token: analyst })).json.data
  expect(tags.tags).toEqual([])
})

test('the first month itself: the month before is unknown too', async () => {
  const r = (await social(`social_plat=weibo&ts=${first}&sortby=volume&page_size=1`)).json.data.rows[0]
  expect(r).toMatchObject({ volume_prev: null, mom: null, mom_change: null, volume_base: null })
  expect(r.trend.slice(0, 12)).toEqual(Array(12).fill(null))
})

test('a year after the first month every month holds data', async () => {
  const d = (await social(`social_plat=weibo&ts=${shiftMonth(first, 12)}&page_size=5`)).json.data
  expect(d.missing_months).toEqual([])
  expect(d.rows.length).toBeGreaterThan(0)
  for (const r of d.rows) {
    expect(r.missing_months).toEqual([])
    expect(r.volume_base).not.toBeNull()
  }
})
