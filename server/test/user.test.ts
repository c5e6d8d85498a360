// GET /api/user for every demo account (its login info, and what each kind of account may do) and
// the access errors (error codes, docs/rules.md: -499 SMS verification, -424 disabled).
import type { LoginInfo } from '../../types'
import { maskPhone } from '../../src/domain/mask'
import { demoAccounts } from '../accounts/demo-accounts'
import { api, expectEnvelope, tokenFor } from './helpers'

const PERMISSION_KEYS = [
  'cat_list',
  'jd_cat_list',
  'douyin_cat_list',
  'chance_cat_list',
  'chance_jd_cat_list',
  'ebay_cat_list',
  'gamazon_cat_list',
  'social_cat_list',
] as const

async function userOf(username: string) {
  return api<LoginInfo>('/api/user', { token: await tokenFor(username) })
}

const LOGIN_FIELDS = [
  'username',
  'phone',
  'usertype',
  'deadline',
  'nick',
  'headimgurl',
  'wechat_id',
  'attribute',
  'is_free_version',
  'is_partner',
  'partner_logo_url',
  'partner_title',
  'login_from',
  'download',
  'version_selected',
  'jd_version',
  'cat_list',
  'jd_cat_list',
  'douyin_cat_list',
  'chance_cat_list',
  'chance_jd_cat_list',
  'ebay_cat_list',
  'gamazon_cat_list',
  'social_cat_list',
  'is_validata_user_count',
]

test('logged out: ok with usertype logged_out and empty permission lists', async () => {
  const { json } = await api<LoginInfo>('/api/user')
  expectEnvelope(json)
  expect(json.status).toBe('ok')
  expect(Object.keys(json.data).sort()).toEqual([...LOGIN_FIELDS].sort())
  expect(json.data).toMatchObject({ usertype: 'logged_out', username: '', download: false, version_selected: [] })
  expect(json.data.cat_list).toEqual({ level1: [], level2: [], level3: [], level4: [] })
})

test.each([
  [
    'analyst@growthradar.demo',
    {
      usertype: 'analyst',
      is_free_version: false,
      is_partner: false,
      login_from: 'web',
      download: true,
      cat_list: 'all',
      gamazon_cat_list: 'all',
    },
  ],
  ['free@growthradar.demo', { usertype: 'free', is_free_version: true }],
  [
    'partner@acme.demo',
    { usertype: 'partner', is_partner: true, partner_title: 'Acme Retail Insights', partner_logo_url: '/static/partner/acme.svg' },
  ],
  [
    'staff@growthradar.cn',
    {
      usertype: 'internal',
      version_selected: ['', 'cp', 'min_v2'],
      jd_version: ['sold_v4_c1', 'sold_v2_c', 'sold_v4_c2', 'sold_v5_c', 'sold_v6_c'],
    },
  ],
  ['mini@growthradar.demo', { usertype: 'mini', login_from: 'weixin_mini', download: false }],
] as const)('%s gets its login info', async (username, expected) => {
  const { json } = await userOf(username)
  expect(json.status).toBe('ok')
  // signed in, the login info also names the platforms whose rankings the account may see
  expect(Object.keys(json.data).sort()).toEqual([...LOGIN_FIELDS, 'ranking_defaults'].sort())
  expect(json.data).toMatchObject({ username, ...expected })
  expect(json.data.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
})

test('the partner logo is served as SVG', async () => {
  const res = await fetch(`${(await import('./helpers')).state().baseUrl}/static/partner/acme.svg`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('image/svg+xml')
  expect(await res.text()).toContain('<svg')
})

test('partial@ has partial permissions: Taobao lists objects, Amazon empty', async () => {
  const { json } = await userOf('partial@growthradar.demo')
  const d = json.data
  expect(d.cat_list).toEqual(expect.objectContaining({ level1: [{ cat_id: 16, ts: expect.any(String) }], level3: [], level4: [] }))
  const cat = d.cat_list as Exclude<LoginInfo['cat_list'], 'all'>
  expect(cat.level2).toHaveLength(1)
  expect(d.jd_cat_list).toEqual(expect.objectContaining({ level1: [{ cat_id: 1801, ts: expect.any(String) }] }))
  expect(d.gamazon_cat_list).toEqual({ level1: [], level2: [], level3: [], level4: [] })
  // social concepts of the same Taobao nodes only (social-permission-http.test.ts)
  expect(d.social_cat_list).toEqual(d.cat_list)
})

// Every permission level lists its nodes as {cat_id, ts}; they once carried cat_id alone.
test('partial@: every permission item is {cat_id, ts}, ts the month the node was granted', async () => {
  const { json } = await userOf('partial@growthradar.demo')
  const nodes = PERMISSION_KEYS.flatMap((k) => {
    const list = json.data[k]
    return list === 'all' ? [] : [...list.level1, ...list.level2, ...list.level3, ...list.level4]
  })
  expect(nodes.length).toBeGreaterThan(3)
  for (const node of nodes) {
    expect(Object.keys(node).sort()).toEqual(['cat_id', 'ts'])
    expect(node.ts).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
  }
})

// phone.test.ts replaces this account's first phone on the same server while this file runs, so
// its phone is checked by shape here and by value there.
const PHONE_EDITED_BY_OTHER_FILE = 'partner@acme.demo'
const WHOLE_LIST_DEFAULTS = { all: 16, jd: 1801, douyin: 16, tbjd: 16, tbjddy: 16, gamazon: 3760911, ebay: 1853126 }
const MASKED_PHONE = expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) as unknown as string

// The response schema serializes the answer (fast-json-stringify keeps only the properties it
// names): every field of every demo account's login info must come through unchanged, down to
// the permission nodes (cat_id of the object form, level lists).
test.each(
  demoAccounts()
    .filter((a) => !a.smsRequired && !a.disabledReason)
    .map((a) => [a.username, a] as const),
)('%s: the answer is its whole login info, nothing dropped by the serializer', async (username, a) => {
  const expected: LoginInfo = {
    username,
    phone: username === PHONE_EDITED_BY_OTHER_FILE ? MASKED_PHONE : maskPhone(a.phone),
    usertype: a.usertype,
    deadline: a.deadline,
    nick: a.nick,
    headimgurl: '',
    wechat_id: '',
    attribute: '',
    is_free_version: a.isFreeVersion ?? false,
    is_partner: a.isPartner ?? false,
    partner_logo_url: a.partnerLogoUrl ?? '',
    partner_title: a.partnerTitle ?? '',
    login_from: a.loginFrom ?? 'web',
    download: a.download ?? true,
    version_selected: a.versionSelected ?? [],
    jd_version: a.jdVersion ?? [],
    ...a.permissions,
    // every list whole: every platform's ranking opens on the product's default category
    ranking_defaults:
      a.permissions.cat_list === 'all' ? WHOLE_LIST_DEFAULTS : (expect.any(Object) as unknown as LoginInfo['ranking_defaults']),
  }
  const { json } = await userOf(username)
  expect(json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: expected })
})

test('sms@ (verification pending) gets -499 on the login check and on data calls', async () => {
  const token = await tokenFor('sms@growthradar.demo')
  for (const [path, body] of [
    ['/api/user', undefined],
    ['/api/ecommerce', { plat: 'all' }],
    ['/api/cats_tree?plat=all', undefined],
  ] as const) {
    const { status, json } = await api(path, { token, body })
    expect(status).toBe(200)
    expect(json).toMatchObject({ status: 'error', error_code: -499 })
  }
})

test("disabled@ gets -424 with error_msg.msg on data calls, in the request's language only", async () => {
  const token = await tokenFor('disabled@growthradar.demo')
  for (const [path, body] of [
    ['/api/user', undefined],
    ['/api/ecommerce', { plat: 'all' }],
  ] as const) {
    const en = (await api(path, { token, body, headers: { 'accept-language': 'en' } })).json
    expect(en.error_code).toBe(-424)
    expect(en.error_msg).toEqual({ msg: 'This account has been disabled, please contact support' })
    const zh = (await api(path, { token, body, headers: { 'accept-language': 'zh-CN' } })).json
    expect(zh.error_msg).toEqual({ msg: '账号已停用，请联系客服' })
  }
})

test('client errors are accepted without a session', async () => {
  const { json } = await api('/api/client_error', {
    body: { error_url: '/concept', ua: 'jest', tab: 'TrendList', browser_finger: 'abc', message: 'TypeError: x is undefined' },
  })
  expect(json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: null })
})

test('notices come in both languages', async () => {
  const { json } = await api<{ content: string; content_en: string }[]>('/api/dw_notice')
  expect(json.data.length).toBeGreaterThanOrEqual(2)
  for (const n of json.data) {
    expect(n.content).toMatch(/[\u4e00-\u9fff]/)
    expect(n.content_en).toMatch(/[A-Za-z]/)
  }
})
