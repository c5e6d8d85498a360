// Anonymous POST /api/client_error grew the account store by about 14 MB a minute per
// address (the API budget of 1,200 calls × up to 11,400 characters a report) with no cap or expiry.
// Each field now has a tight bound, and the table keeps only the newest reports up to a cap and
// none past an age limit — the approach of POST /api/events, through one shared helper
// (server/accounts/retention.ts). Over HTTP against the test server for the bounds; against a store
// of its own (client-errors-store-run.ts) for the cap and the age limit.
import path from 'node:path'
import { CLIENT_ERROR_LIMITS } from '../accounts/client-errors'
import { api } from './helpers'
import { REPO_ROOT, run, serverEnv } from './server-process'
import { RESULT_PREFIX } from './client-errors-store-run'

const report = {
  error_url: '/detail?word=%E8%BF%9E',
  ua: 'Mozilla/5.0 (jest)',
  tab: 'TrendList',
  browser_finger: '0123456789abcdef0123456789abcdef',
  message: 'TypeError: x is undefined',
}

describe('over HTTP: every field is bounded', () => {
  test('a report of the client (message cut to 2,000 characters) is stored', async () => {
    const { json } = await api('/api/client_error', { body: { ...report, message: 'x'.repeat(2000) } })
    expect(json).toMatchObject({ status: 'ok', error_code: 0 })
  })

  test.each([
    ['error_url', CLIENT_ERROR_LIMITS.errorUrl, 1000],
    ['ua', CLIENT_ERROR_LIMITS.ua, 512],
    ['tab', CLIENT_ERROR_LIMITS.tab, 100],
    ['browser_finger', CLIENT_ERROR_LIMITS.browserFinger, 64],
    ['message', CLIENT_ERROR_LIMITS.message, 2000],
  ])('%s: at most %i characters, one more is -400 naming it', async (field, limit, expected) => {
    expect(limit).toBe(expected)
    expect((await api('/api/client_error', { body: { ...report, [field]: 'a'.repeat(limit) } })).json.error_code).toBe(0)
    const over = await api('/api/client_error', { body: { ...report, [field]: 'a'.repeat(limit + 1) } })
    expect(over.json.error_code).toBe(-400)
    expect(String(over.json.error_msg)).toContain(`body.${field}`)
  })

  test('a report is at most 3,676 characters, a third of the 11,400 before', () => {
    const total = Object.values(CLIENT_ERROR_LIMITS).reduce((a, b) => a + b, 0)
    expect(total).toBe(3676)
  })
})

describe('against a store of its own: the cap and the age limit', () => {
  let found: {
    posted: { status: string }
    viaRoute: unknown[]
    sizes: number[]
    kept: string[]
    largest: number
    afterAge: string[]
    oldestAgeDays: number
  }
  beforeAll(async () => {
    const { code, output } = await run([path.join(REPO_ROOT, 'server', 'test', 'client-errors-store-run.ts')], serverEnv(''))
    const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX))
    if (code !== 0 || !line) throw new Error(`client-errors-store-run failed (${code}):\n${output}`)
    found = JSON.parse(line.slice(RESULT_PREFIX.length))
  }, 120_000)

  test('a report through the route is stored, anonymous', () => {
    expect(found.posted).toMatchObject({ status: 'ok' })
    expect(found.viaRoute).toEqual([{ errorUrl: '/concept', message: 'TypeError: x is undefined', accountId: null }])
  })

  test('the cap: the table keeps the newest reports and never more than the cap', () => {
    expect(found.sizes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ...Array(15).fill(10)])
    expect(found.kept).toEqual(['m15', 'm16', 'm17', 'm18', 'm19', 'm20', 'm21', 'm22', 'm23', 'm24'])
    // pruned every 7 ids: never past cap + pruneEvery
    expect(found.largest).toBeLessThanOrEqual(10 + 7)
    expect(found.largest).toBeGreaterThanOrEqual(10)
  })

  test('the age limit: reports past it are deleted at the next pruning', () => {
    expect(found.afterAge).toEqual(['m3'])
    expect(found.oldestAgeDays).toBeLessThan(1)
  })
})
