// The alert job on a server of its own: a followed concept that is new or breaks out crosses every
// threshold (1 % and 1 000 % alike) and its SMS says which; it is sent once, and a concept alerted
// as new the month before that still is new is not alerted again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ConceptRanking, ConceptSearchResult, FollowItem, PhoneAlert } from '../../types'
import { shiftMonth } from '../../src/domain/months'
import { api, tokenFor } from './helpers'
import { REPO_ROOT, run, serverEnv, startServer, stopChild, type StartedServer } from './server-process'
import type { OutboxMessage } from './sms-helpers'

jest.setTimeout(600_000)

const PHONE = '13812345678' // analyst@'s phone (demo-accounts.ts)
const ALERTS_CLI = path.join(REPO_ROOT, 'server', 'alerts', 'run.ts')
const CLAIM = path.join(REPO_ROOT, 'server', 'test', 'alert-claim-run.ts')

function summaryIn(output: string): Record<string, unknown> {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.includes('alert run done'))
  if (!line) throw new Error(`no alert run in:\n${output}`)
  return JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>
}

let dataDir: string
let server: StartedServer | undefined

beforeAll(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gr-alerts-new-')), 'data')
})

afterAll(async () => {
  await stopChild(server?.child)
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
})

test('new and breakout concepts alert whatever the threshold, once, and not again while they stay new', async () => {
  server = await startServer(serverEnv(dataDir))
  const { baseUrl } = server
  const token = await tokenFor('analyst@growthradar.demo', baseUrl)
  const ranked = async (plat: string, cid: number) =>
    (await api<ConceptRanking>('/api/ecommerce', { token, baseUrl, body: { plat, cid, page_size: 100 } })).json.data.rows.map((r) => ({
      ...r,
      plat,
      cid,
    }))
  // the growth rankings of the top categories of Taobao/Tmall and JD, until two new concepts and a breakout are found
  const rows = []
  for (const plat of ['jd', 'all']) {
    const tree = (await api<{ bigCategory: number[] }>(`/api/cats_tree?plat=${plat}`, { token, baseUrl })).json.data
    for (const cid of tree.bigCategory) {
      rows.push(...(await ranked(plat, cid)))
      if (rows.filter((r) => r.label === 'new').length >= 2 && rows.some((r) => r.label === 'breakout')) break
    }
  }
  const fresh = rows.filter((r) => r.label === 'new')
  const breakout = rows.find((r) => r.label === 'breakout')
  expect(fresh.length).toBeGreaterThanOrEqual(2)
  expect(breakout).toBeDefined()
  const picks = [
    { row: fresh[0], threshold: 1 },
    { row: breakout!, threshold: 1000 },
    // alerted as new last month (below): still new, so no second alert
    { row: fresh[1], threshold: 1 },
  ]
  for (const { row, threshold } of picks) {
    const search = (
      await api<ConceptSearchResult>('/api/search', { token, baseUrl, body: { word: row.word, plat: row.plat, cid: String(row.cid) } })
    ).json.data
    expect(search.summary.label).toBe(row.label)
    await api('/api/marked', {
      token,
      baseUrl,
      body: { category_id: row.cid, func: 'add', word: row.word, platform: row.plat, type: 'concept' },
    })
    const follow = (await api<FollowItem[]>('/api/marked/list', { token, baseUrl })).json.data.find(
      (f) => f.word === row.word && f.platform === row.plat,
    ) as FollowItem
    expect(
      (await api('/api/phone/alert', { token, baseUrl, method: 'PUT', body: { follow_id: follow.id, yoy_pct: threshold } })).json.status,
    ).toBe('ok')
  }
  const month = (await api<ConceptRanking>('/api/ecommerce', { token, baseUrl, body: { plat: 'jd', cid: 1801, page_size: 1 } })).json.data
    .ts
  await stopChild(server.child)

  const env = serverEnv(dataDir)
  const claimed = await run([CLAIM, 'analyst@growthradar.demo', fresh[1].word, shiftMonth(month, -1), 'new'], env)
  expect(claimed.output).toMatch(/claimed \d+/)

  const first = await run([ALERTS_CLI], env)
  expect(first.code).toBe(0)
  expect(summaryIn(first.output)).toEqual({ month, rules: 3, crossed: 2, sent: 2, alreadySent: 0, skipped: 0, failed: 0 })
  const second = await run([ALERTS_CLI], env)
  expect(summaryIn(second.output)).toMatchObject({ crossed: 2, sent: 0, alreadySent: 2 })

  server = await startServer(serverEnv(dataDir))
  const outbox = (await api<OutboxMessage[]>(`/sso/dev/outbox?phone=${PHONE}&limit=100`, { baseUrl: server.baseUrl })).json.data.filter(
    (m) => m.purpose === 'alert',
  )
  expect(outbox).toHaveLength(2)
  const textOf = (word: string) => outbox.find((m) => m.body.includes(`“${word}”`))?.body ?? ''
  expect(textOf(fresh[0].word)).toContain('is new')
  expect(textOf(breakout!.word)).toContain('broke out')
  expect(textOf(breakout!.word)).toContain(`+${breakout!.sales_yoy}%`)
  const again = await tokenFor('analyst@growthradar.demo', server.baseUrl)
  const listed = (await api<PhoneAlert[]>('/api/phone/alerts', { token: again, baseUrl: server.baseUrl })).json.data
  expect(listed.find((a) => a.word === fresh[0].word && a.month === month)).toMatchObject({ kind: 'new', yoy_pct: null, threshold_pct: 1 })
  expect(listed.find((a) => a.word === breakout!.word)).toMatchObject({
    kind: 'breakout',
    yoy_pct: breakout!.sales_yoy,
    threshold_pct: 1000,
  })
})
