// The analytics tracker: one typed track(kind, props), events sent in batches after a
// short delay and on page hide, a bounded queue, failures never shown and never retried forever.
import type { TrackBatch } from '../../../types'
import { ApiError, NETWORK_ERROR_CODE } from '../../../src/api/errors'
import { flushTracking, track, TRACK_DELAY_MS, TRACK_PATH } from '../../../src/api/track'
import { createTrackQueue, type TrackQueueDeps } from '../../../src/api/track-queue'
import { TRACK_KINDS } from '../../../src/domain/track'
import { mockRequest, ok } from '../helpers/mock-request'

// compile-time (npx tsc): kinds and props are checked
function typeChecks() {
  track('contact', { panel: 'demo' })
  // @ts-expect-error not one of the eight kinds
  track('click', {})
  // @ts-expect-error contact panels are afterSales or demo
  track('contact', { panel: 'phone' })
  // @ts-expect-error a search says what came of it
  track('search', { word: 'x', plat: 'all' })
}
void typeChecks

/** A tracker over a fake server: `sent` holds every batch posted, `answer` decides each reply. */
function setUp(overrides: Partial<TrackQueueDeps> = {}) {
  const sent: TrackBatch[] = []
  const beacons: TrackBatch[] = []
  let answer: (batch: TrackBatch) => Promise<unknown> = () => Promise.resolve({ stored: 1 })
  let hide: (() => void) | undefined
  const tracker = createTrackQueue({
    send: (batch) => {
      sent.push(batch)
      return answer(batch)
    },
    beacon: () => false,
    onHide: (listener) => {
      hide = listener
      return () => (hide = undefined)
    },
    page: () => '/detail',
    finger: () => 'finger-1',
    now: () => 1_767_225_600_000,
    delayMs: 3000,
    queueMax: 200,
    ...overrides,
  })
  return {
    tracker,
    sent,
    beacons,
    answerWith: (fn: typeof answer) => (answer = fn),
    hide: () => hide?.(),
    hasHideListener: () => hide !== undefined,
  }
}

// jsdom's Blob has no text()
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

// let the fake server's promises settle between timer steps
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('the eight kinds of usage event', () => {
  expect(TRACK_KINDS).toEqual(['tab_change', 'param_change', 'category', 'label', 'search', 'detail_change', 'contact', 'page_share'])
})

test('track returns at once; the events leave together as one batch after the delay', async () => {
  const { tracker, sent } = setUp()
  tracker.track('tab_change', { from: 'TrendList', to: 'BrandList' })
  tracker.track('param_change', { param: 'ts', value: '2026-02' })
  expect(sent).toHaveLength(0)
  jest.advanceTimersByTime(2999)
  expect(sent).toHaveLength(0)
  jest.advanceTimersByTime(1)
  expect(sent).toEqual([
    {
      finger: 'finger-1',
      events: [
        { kind: 'tab_change', props: { from: 'TrendList', to: 'BrandList' }, page: '/detail', at: 1_767_225_600_000 },
        { kind: 'param_change', props: { param: 'ts', value: '2026-02' }, page: '/detail', at: 1_767_225_600_000 },
      ],
    },
  ])
  await settle()
  expect(tracker.pending()).toBe(0)
})

test('a long burst leaves in batches of at most 50, one request at a time', async () => {
  const { tracker, sent } = setUp()
  for (let i = 0; i < 120; i++) tracker.track('label', { label: `l${i}` })
  jest.advanceTimersByTime(3000)
  expect(sent.map((b) => b.events.length)).toEqual([50])
  await settle()
  jest.advanceTimersByTime(3000)
  await settle()
  jest.advanceTimersByTime(3000)
  expect(sent.map((b) => b.events.length)).toEqual([50, 50, 20])
  expect(sent[2].events[19].props).toEqual({ label: 'l119' })
})

test('the queue is bounded: past its size the oldest events are dropped', () => {
  const { tracker, sent } = setUp({ queueMax: 5 })
  for (let i = 0; i < 8; i++) tracker.track('label', { label: `l${i}` })
  expect(tracker.pending()).toBe(5)
  jest.advanceTimersByTime(3000)
  expect(sent[0].events.map((e) => e.props)).toEqual(['l3', 'l4', 'l5', 'l6', 'l7'].map((label) => ({ label })))
})

test('no answer: the batch is tried once more after the delay, then dropped (never retried forever)', async () => {
  const { tracker, sent, answerWith } = setUp()
  answerWith(() => Promise.reject(new ApiError(NETWORK_ERROR_CODE, 'offline')))
  tracker.track('contact', { panel: 'demo' })
  jest.advanceTimersByTime(3000)
  await settle()
  expect(tracker.pending()).toBe(1)
  jest.advanceTimersByTime(3000)
  await settle()
  expect(sent).toHaveLength(2)
  expect(tracker.pending()).toBe(0)
  jest.advanceTimersByTime(60_000)
  await settle()
  expect(sent).toHaveLength(2)
})

test('a refused batch (-400) is dropped at once: sending it again cannot help', async () => {
  const { tracker, sent, answerWith } = setUp()
  answerWith(() => Promise.reject(new ApiError(-400, 'body.events.0.kind: must be equal to one of the allowed values')))
  tracker.track('contact', { panel: 'demo' })
  jest.advanceTimersByTime(3000)
  await settle()
  jest.advanceTimersByTime(60_000)
  expect(sent).toHaveLength(1)
  expect(tracker.pending()).toBe(0)
})

test('nothing reaches the caller: a throwing send, a throwing page lookup', async () => {
  const { tracker } = setUp({
    send: () => {
      throw new Error('boom')
    },
  })
  expect(() => tracker.track('contact', { panel: 'demo' })).not.toThrow()
  jest.advanceTimersByTime(3000)
  await settle()
  const broken = setUp({
    page: () => {
      throw new Error('no page')
    },
  })
  expect(() => broken.tracker.track('contact', { panel: 'demo' })).not.toThrow()
})

test('props are cut to what the server takes: 8 props, 200 characters, names only, no empty values', () => {
  const { tracker, sent } = setUp()
  const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, 'x']))
  tracker.track('search', { word: '连'.repeat(300), plat: 'all', outcome: 'opened' })
  tracker.track('label', many as never)
  tracker.track('detail_change', { word: 'w', cid: '16', plat: 'all', bid: undefined, 'bad name': 'x', n: Number.NaN } as never)
  jest.advanceTimersByTime(3000)
  const [search, label, detail] = sent[0].events
  expect((search.props as { word: string }).word).toHaveLength(200)
  expect(Object.keys(label.props)).toHaveLength(8)
  expect(detail.props).toEqual({ word: 'w', cid: '16', plat: 'all' })
})

test('a cut never splits a character: 199 units of text then an emoji keep the 199', () => {
  const { tracker, sent } = setUp()
  tracker.track('search', { word: `${'a'.repeat(199)}😀😀`, plat: 'all', outcome: 'opened' })
  jest.advanceTimersByTime(3000)
  const word = (sent[0].events[0].props as { word: string }).word
  expect(word).toBe('a'.repeat(199))
  expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(word)).toBe(false)
})

test('page hide: everything waiting goes at once by beacon, without waiting for the delay', () => {
  const beacons: TrackBatch[] = []
  const { tracker, sent, hide, hasHideListener } = setUp({ beacon: (b) => (beacons.push(b), true) })
  expect(hasHideListener()).toBe(false)
  for (let i = 0; i < 60; i++) tracker.track('label', { label: `l${i}` })
  expect(hasHideListener()).toBe(true)
  hide()
  expect(beacons.map((b) => b.events.length)).toEqual([50, 10])
  expect(sent).toHaveLength(0)
  expect(tracker.pending()).toBe(0)
})

test('page hide without a beacon: sent at once by the normal request', () => {
  const { tracker, sent, hide } = setUp()
  tracker.track('page_share', { url_id: 'AbCdEfGhIjKl', channel: 'link' })
  hide()
  expect(sent).toHaveLength(1)
})

describe('the app’s tracker (src/api/track.ts, H5)', () => {
  test('POST /api/events through the one API client, with the path of the page and the browser id', async () => {
    const spy = mockRequest(() => ok({ stored: 1 }))
    const at = Date.now()
    track('search', { word: '连衣裙 not 儿童', plat: 'all', outcome: 'opened' })
    jest.advanceTimersByTime(TRACK_DELAY_MS)
    await settle()
    expect(spy).toHaveBeenCalledTimes(1)
    const request = spy.mock.calls[0][0] as { url: string; method: string; data: TrackBatch }
    expect([request.url, request.method]).toEqual([TRACK_PATH, 'POST'])
    expect(request.data.events).toEqual([
      { kind: 'search', props: { word: '连衣裙 not 儿童', plat: 'all', outcome: 'opened' }, page: '/', at },
    ])
    expect(request.data.finger).toMatch(/^[0-9a-f]{32}$/)
  })

  test('a failing server is never shown: no throw, no unhandled rejection; tried twice, then dropped', async () => {
    const spy = mockRequest(() => ({ statusCode: 502, data: null }))
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    expect(() => track('contact', { panel: 'afterSales' })).not.toThrow()
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(TRACK_DELAY_MS)
      await settle()
    }
    process.off('unhandledRejection', unhandled)
    // tried twice, then dropped
    expect(spy).toHaveBeenCalledTimes(2)
    expect(unhandled).not.toHaveBeenCalled()
  })

  test('on page hide the waiting events go by navigator.sendBeacon as JSON', async () => {
    const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true)
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true })
    const spy = mockRequest(() => ok({ stored: 1 }))
    track('tab_change', { from: 'TrendList', to: 'CategoryList' })
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0]
    expect(url).toBe('/api/events')
    expect((body as Blob).type).toBe('application/json')
    const sentBatch = JSON.parse(await readBlob(body as Blob)) as TrackBatch
    expect(sentBatch.events[0]).toMatchObject({ kind: 'tab_change', props: { from: 'TrendList', to: 'CategoryList' } })
    jest.advanceTimersByTime(TRACK_DELAY_MS)
    expect(spy).not.toHaveBeenCalled()
    // flushTracking (before a full-page redirect) takes the same way
    track('contact', { panel: 'demo' })
    flushTracking()
    expect(beacon).toHaveBeenCalledTimes(2)
    delete (window.navigator as { sendBeacon?: unknown }).sendBeacon
  })
})
