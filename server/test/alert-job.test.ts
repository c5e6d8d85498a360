// The alert job on a server of its own, with every kind of rule at once: a followed concept whose
// growth in the latest month crossed its threshold gets one SMS, one below its threshold none; a
// concept that is new or breaks out crosses every threshold (1 % and 1 000 % alike) and its SMS says
// which; one alerted as new the month before that still is new is not alerted again. `npm run alerts`
// a second time and a restarted server (its schedule on) send nothing again. Phones stay masked in
// the logs. The account accepted one WeChat subscription message in the mini-program: one alert also
// goes out as a WeChat message to its linked WeChat user, opening that concept's detail. One store for all of it: each server start or job run here is a process of its own.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ConceptRanking, ConceptRankRow, ConceptSearchResult, FollowItem, PhoneAlert } from '../../types'
import { crossesAlertThreshold } from '../../src/domain/alerts'
import { shiftMonth } from '../../src/domain/months'
import { api, tokenFor } from './helpers'
import { REPO_ROOT, run, serverEnv, startServer, stopChild, type StartedServer } from './server-process'
import type { OutboxMessage } from './sms-helpers'
import type { AlertRunSummary } from '../alerts/job'

jest.setTimeout(600_000)

const PHONE = '13812345678' // analyst@'s phone (demo-accounts.ts)
const ALERTS_CLI = path.join(REPO_ROOT, 'server', 'alerts', 'run.ts')
const CLAIM = path.join(REPO_ROOT, 'server', 'test', 'alert-claim-run.ts')

/** The summary line the job logs ("alert run done"), from the command's or the server's output. */
function summaryIn(output: string): AlertRunSummary {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.includes('alert run done'))
  if (!line) throw new Error(`no alert run in:\n${output}`)
  return JSON.parse(line.slice(line.indexOf('{'))) as AlertRunSummary
}

let dataDir: string
let server: StartedServer | undefined

beforeAll(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gr-alerts-')), 'data')
})

afterAll(async () => {
  await stopChild(server?.child)
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
})

type Ranked = ConceptRankRow & { plat: string; cid: number }

test('each rule alerts once across runs and a restart: a crossed threshold, a new and a breakout concept; one below its threshold and one still new do not', async () => {
  server = await startServer(serverEnv(dataDir))
  const baseUrl = server.baseUrl
  const token = await tokenFor('analyst@growthradar.demo', baseUrl)
  const follow = async (word: string, platform: string, categoryId: number, yoyPct: number) => {
    await api('/api/marked', { token, baseUrl, body: { category_id: categoryId, func: 'add', word, platform, type: 'concept' } })
    const follows = await api<FollowItem[]>('/api/marked/list', { token, baseUrl })
    const followed = follows.json.data.find((f) => f.word === word && f.platform === platform) as FollowItem
    expect(
      (await api('/api/phone/alert', { token, baseUrl, method: 'PUT', body: { follow_id: followed.id, yoy_pct: yoyPct } })).json.status,
    ).toBe('ok')
  }
  const ranked = async (plat: string, cid: number): Promise<Ranked[]> =>
    (await api<ConceptRanking>('/api/ecommerce', { token, baseUrl, body: { plat, cid, page_size: 100 } })).json.data.rows.map((r) => ({
      ...r,
      plat,
      cid,
    }))

  // the growth rankings of the top categories of Taobao/Tmall and JD, until two new concepts and a breakout are found
  const rows: Ranked[] = []
  for (const plat of ['jd', 'all']) {
    const tree = (await api<{ bigCategory: number[] }>(`/api/cats_tree?plat=${plat}`, { token, baseUrl })).json.data
    for (const cid of tree.bigCategory) {
      rows.push(...(await ranked(plat, cid)))
      if (rows.filter((r) => r.label === 'new').length >= 2 && rows.some((r) => r.label === 'breakout')) break
    }
  }
  const fresh = rows.filter((r) => r.label === 'new')
  const breakout = rows.find((r) => r.label === 'breakout') as Ranked
  expect(fresh.length).toBeGreaterThanOrEqual(2)
  expect(breakout).toBeDefined()
  const labelled = new Set([fresh[0].word, fresh[1].word, breakout.word])

  // two other concepts of the latest month's ranking with a finite growth, read as /api/search answers them
  const ranking = await api<ConceptRanking>('/api/ecommerce', { token, baseUrl, body: { plat: 'all', cid: 16, page_size: 100 } })
  const month = ranking.json.data.ts
  const words = ranking.json.data.rows
    .filter((r) => r.sales_yoy !== null && r.sales_yoy >= 2 && r.sales_yoy < 999 && !r.label && !labelled.has(r.word))
    .map((r) => r.word)
  const figures = async (word: string) =>
    (await api<ConceptSearchResult>('/api/search', { token, baseUrl, body: { word, plat: 'all', cid: '16' } })).json.data
  const [hot, cold] = await Promise.all(words.slice(0, 2).map(figures))
  expect(hot.end).toBe(month)
  const hotThreshold = Math.floor(hot.summary.sales_yoy as number)
  const coldThreshold = Math.floor(cold.summary.sales_yoy as number) + 1
  expect(crossesAlertThreshold(hot.summary, hotThreshold, hot.min_items)).toBe(true)
  expect(crossesAlertThreshold(cold.summary, coldThreshold, cold.min_items)).toBe(false)
  await follow(hot.word, 'all', 16, hotThreshold)
  await follow(cold.word, 'all', 16, coldThreshold)

  // the new and breakout concepts at the lowest and the highest thresholds alike
  for (const { row, threshold } of [
    { row: fresh[0], threshold: 1 },
    { row: breakout, threshold: 1000 },
    // alerted as new last month (below): still new, so no second alert
    { row: fresh[1], threshold: 1 },
  ]) {
    const search = (
      await api<ConceptSearchResult>('/api/search', { token, baseUrl, body: { word: row.word, plat: row.plat, cid: String(row.cid) } })
    ).json.data
    expect(search.summary.label).toBe(row.label)
    expect(search.end).toBe(month)
    await follow(row.word, row.plat, row.cid, threshold)
  }

  // WeChat: the account linked to a WeChat user in the mini-program accepts one alert message there;
  // the web session cannot (WeChat's acceptance happens only in the mini-program)
  const wechatUser = `local-alerts${Date.now()}`
  const ticket = (await api<{ wx_ticket: string }>('/sso/wx/login', { baseUrl, body: { code: wechatUser } })).json.data.wx_ticket
  const mini = (
    await api<{ token: string }>('/sso/token', {
      baseUrl,
      body: { username: 'analyst@growthradar.demo', password: 'demo2026', wx_ticket: ticket },
    })
  ).json.data.token
  const subscription = { template_id: 'local-alert-template', credits: 0, linked: true }
  expect((await api('/api/wechat/subscription', { baseUrl, token: mini })).json.data).toEqual(subscription)
  expect((await api('/api/wechat/subscription', { baseUrl, token, body: { accepted: true } })).json).toMatchObject({ error_code: -400 })
  expect((await api('/api/wechat/subscription', { baseUrl, token: mini, body: { accepted: true } })).json.data).toEqual({
    ...subscription,
    credits: 1,
  })
  await stopChild(server.child)

  const env = serverEnv(dataDir)
  const claimed = await run([CLAIM, 'analyst@growthradar.demo', fresh[1].word, shiftMonth(month, -1), 'new'], env)
  expect(claimed.output).toMatch(/claimed \d+/)

  const first = await run([ALERTS_CLI], env)
  expect(first.code).toBe(0)
  expect(summaryIn(first.output)).toEqual({ month, rules: 5, crossed: 3, sent: 3, alreadySent: 0, skipped: 0, failed: 0, wechat: 1 })

  const second = await run([ALERTS_CLI], env)
  expect(second.code).toBe(0)
  expect(summaryIn(second.output)).toMatchObject({ crossed: 3, sent: 0, alreadySent: 3, wechat: 0 })

  // a restart: a new server on the same folder, its schedule on, runs the job and sends nothing again
  server = await startServer(serverEnv(dataDir, { ALERT_INTERVAL_MIN: '60', LOG_LEVEL: 'info' }))
  const started = server
  const deadline = Date.now() + 120_000
  while (!started.output().includes('alert run done') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
  expect(summaryIn(started.output())).toMatchObject({ crossed: 3, sent: 0, alreadySent: 3 })
  // what the job logged (later lines are this test's own requests, the number in their URLs)
  const restartLog = started.output()

  const outbox = await api<OutboxMessage[]>(`/sso/dev/outbox?phone=${PHONE}&limit=100`, { baseUrl: started.baseUrl })
  const sent = outbox.json.data.filter((m) => m.purpose === 'alert')
  expect(sent).toHaveLength(3)
  const textOf = (word: string) => sent.find((m) => m.body.includes(`“${word}”`))?.body ?? ''
  expect(textOf(hot.word)).toContain(`${hotThreshold}%`)
  expect(textOf(fresh[0].word)).toContain('is new')
  expect(textOf(breakout.word)).toContain('broke out')
  expect(textOf(breakout.word)).toContain(`+${breakout.sales_yoy}%`)

  const again = await tokenFor('analyst@growthradar.demo', started.baseUrl)
  const listed = (await api<PhoneAlert[]>('/api/phone/alerts', { token: again, baseUrl: started.baseUrl })).json.data
  // this month's three (the concept still new was alerted the month before: that alert stays listed as it was)
  expect(
    listed
      .filter((a) => a.month === month)
      .map((a) => a.word)
      .sort(),
  ).toEqual([hot.word, fresh[0].word, breakout.word].sort())
  expect(listed.find((a) => a.word === hot.word)).toEqual(
    expect.objectContaining({
      word: hot.word,
      plat: 'all',
      category_id: 16,
      month,
      yoy_pct: hot.summary.sales_yoy,
      threshold_pct: hotThreshold,
      phone: '138****5678',
    }),
  )
  expect(listed.find((a) => a.word === fresh[0].word && a.month === month)).toMatchObject({ kind: 'new', yoy_pct: null, threshold_pct: 1 })
  expect(listed.find((a) => a.word === breakout.word)).toMatchObject({ kind: 'breakout', yoy_pct: breakout.sales_yoy, threshold_pct: 1000 })
  // one of them went out on WeChat too (the one acceptance), to the linked WeChat user, opening its concept
  const both = listed.filter((a) => a.month === month && a.channels.includes('wechat'))
  expect(both).toHaveLength(1)
  expect(both[0].channels).toEqual(['sms', 'wechat'])
  const messages = (
    await api<{ openid: string; page: string; data: Record<string, { value: string }> }[]>('/sso/dev/wechat_outbox', {
      baseUrl: started.baseUrl,
    })
  ).json.data
  expect(messages).toHaveLength(1)
  expect(messages[0].openid).toBe(wechatUser)
  expect(messages[0].data.thing1.value).toBe(Array.from(both[0].word).length > 20 ? expect.any(String) : both[0].word)
  const opens = new URLSearchParams(messages[0].page.split('?')[1])
  expect([messages[0].page.split('?')[0], opens.get('word'), opens.get('ts')]).toEqual(['pages/detail/index', both[0].word, month])
  // the acceptance is spent
  expect((await api('/api/wechat/subscription', { baseUrl: started.baseUrl, token: again })).json.data).toMatchObject({ credits: 0 })
  // another account sees none of them
  const partner = await tokenFor('partner@acme.demo', started.baseUrl)
  expect((await api<PhoneAlert[]>('/api/phone/alerts', { token: partner, baseUrl: started.baseUrl })).json.data).toEqual([])

  // nothing secret logged: the number appears masked only
  for (const output of [first.output, second.output, restartLog]) expect(output).not.toContain(PHONE)
  expect(first.output).toContain('138****5678')
})
