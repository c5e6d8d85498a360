// The alert job on a server of its own: a followed concept whose growth in the latest
// month crossed its threshold gets one SMS, one below its threshold none; `npm run alerts` a second
// time and a restarted server (its schedule on) send nothing again. Phones stay masked in the logs.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ConceptRanking, ConceptSearchResult, FollowItem, PhoneAlert } from '../../types'
import { crossesAlertThreshold } from '../../src/domain/alerts'
import { api, tokenFor } from './helpers'
import { REPO_ROOT, run, serverEnv, startServer, stopChild, type StartedServer } from './server-process'
import type { OutboxMessage } from './sms-helpers'

jest.setTimeout(600_000)

const PHONE = '13812345678' // analyst@'s phone (demo-accounts.ts)
const ALERTS_CLI = path.join(REPO_ROOT, 'server', 'alerts', 'run.ts')

interface RunSummary {
  month: string
  rules: number
  crossed: number
  sent: number
  alreadySent: number
  skipped: number
  failed: number
}

/** The summary line the job logs ("alert run done"), from the command's or the server's output. */
function summaryIn(output: string): RunSummary {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.includes('alert run done'))
  if (!line) throw new Error(`no alert run in:\n${output}`)
  return JSON.parse(line.slice(line.indexOf('{'))) as RunSummary
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

test('a concept crossing its threshold is alerted once, across runs and a restart; one below is not', async () => {
  server = await startServer(serverEnv(dataDir))
  const baseUrl = server.baseUrl
  const token = await tokenFor('analyst@growthradar.demo', baseUrl)

  // two concepts of the latest month's ranking with a finite growth, read as /api/search answers them
  const ranking = await api<ConceptRanking>('/api/ecommerce', { token, baseUrl, body: { plat: 'all', cid: 16, page_size: 100 } })
  const words = ranking.json.data.rows.filter((r) => r.sales_yoy !== null && r.sales_yoy >= 2 && r.sales_yoy < 999).map((r) => r.word)
  const figures = async (word: string) =>
    (await api<ConceptSearchResult>('/api/search', { token, baseUrl, body: { word, plat: 'all', cid: '16' } })).json.data
  const [hot, cold] = await Promise.all(words.slice(0, 2).map(figures))
  expect(hot.end).toBe(ranking.json.data.ts)
  const hotThreshold = Math.floor(hot.summary.sales_yoy as number)
  const coldThreshold = Math.floor(cold.summary.sales_yoy as number) + 1
  expect(crossesAlertThreshold(hot.summary, hotThreshold, hot.min_items)).toBe(true)
  expect(crossesAlertThreshold(cold.summary, coldThreshold, cold.min_items)).toBe(false)

  for (const [word, yoyPct] of [
    [hot.word, hotThreshold],
    [cold.word, coldThreshold],
  ] as const) {
    await api('/api/marked', { token, baseUrl, body: { category_id: 16, func: 'add', word, platform: 'all', type: 'concept' } })
    const follows = await api<FollowItem[]>('/api/marked/list', { token, baseUrl })
    const follow = follows.json.data.find((f) => f.word === word) as FollowItem
    expect(
      (await api('/api/phone/alert', { token, baseUrl, method: 'PUT', body: { follow_id: follow.id, yoy_pct: yoyPct } })).json.status,
    ).toBe('ok')
  }
  await stopChild(server.child)

  const env = serverEnv(dataDir)
  const first = await run([ALERTS_CLI], env)
  expect(first.code).toBe(0)
  expect(summaryIn(first.output)).toEqual({ month: hot.end, rules: 2, crossed: 1, sent: 1, alreadySent: 0, skipped: 0, failed: 0 })

  const second = await run([ALERTS_CLI], env)
  expect(second.code).toBe(0)
  expect(summaryIn(second.output)).toMatchObject({ crossed: 1, sent: 0, alreadySent: 1 })

  // a restart: a new server on the same folder, its schedule on, runs the job and sends nothing again
  server = await startServer(serverEnv(dataDir, { ALERT_INTERVAL_MIN: '60', LOG_LEVEL: 'info' }))
  const started = server
  const deadline = Date.now() + 120_000
  while (!started.output().includes('alert run done') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
  expect(summaryIn(started.output())).toMatchObject({ crossed: 1, sent: 0, alreadySent: 1 })
  // what the job logged (later lines are this test's own requests, the number in their URLs)
  const restartLog = started.output()

  const outbox = await api<OutboxMessage[]>(`/sso/dev/outbox?phone=${PHONE}&limit=100`, { baseUrl: started.baseUrl })
  const sent = outbox.json.data.filter((m) => m.purpose === 'alert')
  expect(sent).toHaveLength(1)
  expect(sent[0].body).toContain(`“${hot.word}”`)
  expect(sent[0].body).toContain(`${hotThreshold}%`)

  const again = await tokenFor('analyst@growthradar.demo', started.baseUrl)
  const listed = await api<PhoneAlert[]>('/api/phone/alerts', { token: again, baseUrl: started.baseUrl })
  expect(listed.json.data).toEqual([
    expect.objectContaining({
      word: hot.word,
      plat: 'all',
      category_id: 16,
      month: hot.end,
      yoy_pct: hot.summary.sales_yoy,
      threshold_pct: hotThreshold,
      phone: '138****5678',
    }),
  ])
  // another account sees none of them
  const partner = await tokenFor('partner@acme.demo', started.baseUrl)
  expect((await api<PhoneAlert[]>('/api/phone/alerts', { token: partner, baseUrl: started.baseUrl })).json.data).toEqual([])

  // nothing secret logged: the number appears masked only
  for (const output of [first.output, second.output, restartLog]) expect(output).not.toContain(PHONE)
  expect(first.output).toContain('138****5678')
})
