// Phone alert settings: PUT /api/phone/alert chooses which followed concepts alert and
// at what year-on-year %, DELETE stops one, GET /api/marked/list shows the choice, GET /api/phone/alerts lists the
// alerts sent. -401 without a session, -400 with the field named, one account never touches another's.
import type { AlertRule, FollowItem, FollowStatus, PhoneAlert } from '../../types'
import { api, expectEnvelope, tokenFor } from './helpers'

// words no other test follows, so parallel test files do not meet in the follow lists
const WORD = '告警设置 and 连衣裙'

async function followed(token: string, word: string): Promise<FollowItem> {
  const added = await api<FollowStatus>('/api/marked', {
    token,
    body: { category_id: 16, func: 'add', word, platform: 'all', type: 'concept' },
  })
  expect(added.json.status).toBe('ok')
  const list = await api<FollowItem[]>('/api/marked/list?type=concept', { token })
  const row = list.json.data.find((f) => f.word === word)
  if (!row) throw new Error(`follow of ${word} not listed`)
  return row
}

function setRule(token: string | undefined, body: unknown, lang = 'en') {
  return api<AlertRule>('/api/phone/alert', { method: 'PUT', token, body, headers: { 'accept-language': lang } })
}

test.each([
  ['PUT', '/api/phone/alert', { follow_id: 1, yoy_pct: 30 }],
  ['DELETE', '/api/phone/alert?follow_id=1', undefined],
  ['GET', '/api/phone/alerts', undefined],
])('%s %s without a session: -401', async (method, path, body) => {
  const { json } = await api(path, { method, body })
  expectEnvelope(json)
  expect(json.error_code).toBe(-401)
})

test('a follow alerts from the threshold chosen, shown in the follow list, and stops on DELETE', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const follow = await followed(token, WORD)
  expect(follow.alert_yoy_pct).toBeNull()

  const on = await setRule(token, { follow_id: follow.id, yoy_pct: 30 })
  expect(on.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: { follow_id: follow.id, yoy_pct: 30 } })
  expect((await followed(token, WORD)).alert_yoy_pct).toBe(30)

  expect((await setRule(token, { follow_id: follow.id, yoy_pct: 45 })).json.data.yoy_pct).toBe(45)
  // as the mini-program sends it: wx.request gives every call a JSON content type, a DELETE without a body too
  const off = await api<AlertRule>(`/api/phone/alert?follow_id=${follow.id}`, {
    method: 'DELETE',
    token,
    headers: { 'content-type': 'application/json' },
  })
  expect(off.json.data).toEqual({ follow_id: follow.id, yoy_pct: null })
  expect((await followed(token, WORD)).alert_yoy_pct).toBeNull()
  await api('/api/marked', { token, body: { category_id: 16, func: 'del', word: WORD, platform: 'all' } })
})

test.each([
  [{ follow_id: 1, yoy_pct: 0 }, /body\.yoy_pct/, /参数 body\.yoy_pct/],
  [{ follow_id: 1, yoy_pct: 1001 }, /body\.yoy_pct/, /参数 body\.yoy_pct/],
  [{ follow_id: 1, yoy_pct: 12.5 }, /body\.yoy_pct/, /参数 body\.yoy_pct/],
  [{ follow_id: 1, yoy_pct: null }, /body\.yoy_pct/, /参数 body\.yoy_pct/],
  [{ yoy_pct: 30 }, /follow_id/, /缺少必填参数 body\.follow_id/],
])('-400 for %j, the field named in both languages', async (body, en, zh) => {
  const token = await tokenFor('analyst@growthradar.demo')
  const a = await setRule(token, body)
  expectEnvelope(a.json)
  expect(a.json.error_code).toBe(-400)
  expect(String(a.json.error_msg)).toMatch(en)
  expect(String((await setRule(token, body, 'zh')).json.error_msg)).toMatch(zh)
})

test("another account's follow is refused (-400) and left as it was; each sees only its own alerts", async () => {
  const owner = await tokenFor('analyst@growthradar.demo')
  const other = await tokenFor('partner@acme.demo')
  const follow = await followed(owner, WORD)
  await setRule(owner, { follow_id: follow.id, yoy_pct: 45 })

  const refused = await setRule(other, { follow_id: follow.id, yoy_pct: 5 })
  expect(refused.json.error_code).toBe(-400)
  expect(refused.json.error_msg).toBe(`body.follow_id: ${follow.id} is not one of your followed e-commerce concepts.`)
  expect(String((await setRule(other, { follow_id: follow.id, yoy_pct: 5 }, 'zh')).json.error_msg)).toContain('不是您关注的电商概念')
  const stop = await api(`/api/phone/alert?follow_id=${follow.id}`, { method: 'DELETE', token: other })
  expect(stop.json.error_code).toBe(-400)
  expect((await followed(owner, WORD)).alert_yoy_pct).toBe(45)
  expect((await api<FollowItem[]>('/api/marked/list', { token: other })).json.data.some((f) => f.id === follow.id)).toBe(false)

  const alerts = await api<PhoneAlert[]>('/api/phone/alerts', { token: other })
  expect(alerts.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: [] })
  await api('/api/marked', { token: owner, body: { category_id: 16, func: 'del', word: WORD, platform: 'all' } })
})

test('an eBay concept follow may alert too (eBay is searched like the other sources)', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const body = { category_id: 1853126, func: 'add', word: 'alert setting vintage', platform: 'ebay', type: 'concept' }
  expect((await api<FollowStatus>('/api/marked', { token, body })).json.status).toBe('ok')
  const list = await api<FollowItem[]>('/api/marked/list?type=concept', { token })
  const follow = list.json.data.find((f) => f.word === body.word) as FollowItem
  expect((await setRule(token, { follow_id: follow.id, yoy_pct: 60 })).json.data).toEqual({ follow_id: follow.id, yoy_pct: 60 })
  await api('/api/marked', { token, body: { ...body, func: 'del' } })
})
