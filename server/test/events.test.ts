// POST /api/events (the analytics events): over HTTP against the test server —
// a batch stored, anonymous or with a session, refused whole when malformed (-400), rate-limited like
// every /api call — and against a real store of its own (events-store-run.ts): who the events are
// recorded for, and the cap and age limit that keep the table bounded.
import path from 'node:path'
import { TRACK_KINDS, TRACK_LIMITS } from '../../src/domain/track'
import type { TrackBatch, TrackReceipt } from '../../types'
import { api, call, expectEnvelope, tokenFor } from './helpers'
import { REPO_ROOT, run, serverEnv } from './server-process'
import { RESULT_PREFIX } from './events-store-run'

const at = Date.UTC(2026, 2, 1)
const batch = (): TrackBatch => ({
  finger: '0123456789abcdef0123456789abcdef',
  events: [
    { kind: 'search', props: { word: '连衣裙 not 儿童', plat: 'all', outcome: 'opened' }, page: '/concept', at },
    { kind: 'tab_change', props: { from: 'TrendList', to: 'BrandList' }, page: '/detail', at: at + 1 },
  ],
})

describe('over HTTP', () => {
  test('anonymous: a batch of events is stored and answered in the envelope', async () => {
    const { status, json } = await api<TrackReceipt>('/api/events', { body: batch() })
    expect(status).toBe(200)
    expectEnvelope(json)
    expect(json).toMatchObject({ status: 'ok', error_code: 0, data: { stored: 2 } })
  })

  test('with a session (token or cookie), and with a made-up token (stored as anonymous, not refused)', async () => {
    const token = await tokenFor('analyst@growthradar.demo')
    expect((await api<TrackReceipt>('/api/events', { body: batch(), token })).json.data).toEqual({ stored: 2 })
    expect((await api<TrackReceipt>('/api/events', { body: batch(), cookie: `gr_session=${token}` })).json.data).toEqual({ stored: 2 })
    expect((await api<TrackReceipt>('/api/events', { body: batch(), token: 'made-up-token' })).json).toMatchObject({
      status: 'ok',
      data: { stored: 2 },
    })
  })

  test.each(TRACK_KINDS)('the kind %s is accepted', async (kind) => {
    const { json } = await api<TrackReceipt>('/api/events', { body: { events: [{ kind, props: {}, page: '/detail', at }] } })
    expect(json).toMatchObject({ status: 'ok', data: { stored: 1 } })
  })

  test('numbers in props arrive as their text (props are text)', async () => {
    const { json } = await api<TrackReceipt>('/api/events', {
      body: { events: [{ kind: 'param_change', props: { param: 'page', value: 3 }, page: '/detail', at }] },
    })
    expect(json.status).toBe('ok')
  })

  const one = { kind: 'label', props: { label: 'breakout' }, page: '/concept', at }
  test.each([
    ['no events', { events: [] }, 'body.events'],
    ['an unknown kind', { events: [{ ...one, kind: 'click' }] }, 'body.events.0.kind'],
    ['a missing kind', { events: [{ props: {}, page: '/', at }] }, 'body.events.0/kind'],
    ['too many events', { events: Array.from({ length: TRACK_LIMITS.batchMax + 1 }, () => one) }, 'body.events'],
    [
      'too many props',
      { events: [{ ...one, props: Object.fromEntries(Array.from({ length: TRACK_LIMITS.propsMax + 1 }, (_, i) => [`p${i}`, 'x'])) }] },
      'body.events.0.props',
    ],
    [
      'a prop value too long',
      { events: [{ ...one, props: { label: 'x'.repeat(TRACK_LIMITS.propValueMax + 1) } }] },
      'body.events.0.props.label',
    ],
    ['a prop name that is not a name', { events: [{ ...one, props: { 'a b': 'x' } }] }, 'body.events.0.props'],
    ['a prop value that is an object', { events: [{ ...one, props: { label: { a: 1 } } }] }, 'body.events.0.props.label'],
    ['a page too long', { events: [{ ...one, page: '/'.repeat(TRACK_LIMITS.pageMax + 1) }] }, 'body.events.0.page'],
    ['a client time that is not a time', { events: [{ ...one, at: 'soon' }] }, 'body.events.0.at'],
    ['a client time past 2100', { events: [{ ...one, at: 5e12 }] }, 'body.events.0.at'],
    ['an unknown field', { events: [{ ...one, user_id: 1 }] }, 'body.events.0.user_id'],
    ['a fingerprint too long', { events: [one], finger: 'f'.repeat(TRACK_LIMITS.fingerMax + 1) }, 'body.finger'],
  ])('%s: -400 naming the field', async (_label, body, field) => {
    const { status, json } = await api('/api/events', { body })
    expect(status).toBe(200)
    expectEnvelope(json)
    expect(json.error_code).toBe(-400)
    expect(String(json.error_msg).replace(/\//g, '.')).toContain(field.replace(/\//g, '.'))
  })

  test('not JSON: -400', async () => {
    const res = await call('/api/events', { body: '{"events": [', headers: { 'content-type': 'application/json' } })
    expect(((await res.json()) as { error_code: number }).error_code).toBe(-400)
  })

  test('rate-limited like every /api call (the per-minute budget is announced)', async () => {
    const res = await call('/api/events', { body: batch() })
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0)
    expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull()
  })
})

describe('in the account store', () => {
  type Row = { page: string; accountId: number | null; kind?: string; props?: Record<string, string>; finger?: string; clientAt?: string }
  let found: {
    answers: { status: string; data: { stored: number } }[]
    mixed: { code: number; stored: number }
    attributed: Row[]
    afterDelete: Row[]
    analystId: number
    sizes: number[]
    kept: string[]
    largest: number
    afterAge: string[]
    oldestAgeDays: number
  }
  beforeAll(async () => {
    const { code, output } = await run([path.join(REPO_ROOT, 'server', 'test', 'events-store-run.ts')], serverEnv(''))
    const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX))
    if (code !== 0 || !line) throw new Error(`events-store-run failed (${code}):\n${output}`)
    found = JSON.parse(line.slice(RESULT_PREFIX.length))
  }, 120_000)

  test('the account is recorded with a session (token or cookie); none without, or with a made-up token', () => {
    expect(found.answers.map((a) => [a.status, a.data.stored])).toEqual([
      ['ok', 1],
      ['ok', 1],
      ['ok', 1],
      ['ok', 1],
    ])
    expect(found.attributed.map((r) => [r.page, r.accountId])).toEqual([
      ['/token', found.analystId],
      ['/cookie', found.analystId],
      ['/anonymous', null],
      ['/made-up', null],
    ])
    expect(found.attributed[0]).toMatchObject({
      kind: 'contact',
      props: { panel: 'demo' },
      finger: 'f1',
      clientAt: '2026-03-01T00:00:00.000Z',
    })
  })

  test('one bad event refuses the whole batch: -400 and nothing of it stored', () => {
    expect(found.mixed).toEqual({ code: -400, stored: 0 })
  })

  test('an account that is deleted leaves its events, unattributed', () => {
    expect(found.afterDelete.map((r) => r.accountId)).toEqual([null, null, null, null])
  })

  test('the cap: the table keeps the newest rows and never more than the cap', () => {
    // cap 10, batches of 4, pruned on every batch
    expect(found.sizes).toEqual([4, 8, 10, 10, 10, 10, 10, 10])
    expect(found.kept).toEqual(['w22', 'w23', 'w24', 'w25', 'w26', 'w27', 'w28', 'w29', 'w30', 'w31'])
    // pruned every 5 ids, batches of 3: never past cap + pruneEvery + one batch
    expect(found.largest).toBeLessThanOrEqual(10 + 5 + 3)
    expect(found.largest).toBeGreaterThanOrEqual(10)
  })

  test('the age limit: rows past it are deleted at the next pruning', () => {
    expect(found.afterAge).toEqual(['w3'])
    expect(found.oldestAgeDays).toBeLessThan(1)
  })
})
