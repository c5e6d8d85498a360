// The engine-load scheduler (analytics/queries/load-scheduler.ts, issue 11 §2): at most
// LOAD_CONCURRENCY loads at once, owners served in turn, so a burst delays another owner's single
// load by about one load.
import { LOAD_CONCURRENCY, loadsPending, scheduleLoad } from '../analytics/queries/load-scheduler'

test('loads run at most LOAD_CONCURRENCY at a time, one owner after another', async () => {
  const started: string[] = []
  let running = 0
  let most = 0
  const load = (name: string) => async () => {
    started.push(name)
    most = Math.max(most, ++running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running -= 1
    return name
  }
  const burst = Array.from({ length: 20 }, (_, i) => scheduleLoad('a', load(`a${i}`)))
  const single = scheduleLoad('b', load('b0'))
  expect(loadsPending().waiting).toBe(21 - LOAD_CONCURRENCY)
  expect(await single).toBe('b0')
  // b's load waits for the loads already running and at most one more of a's (a's turn came first)
  expect(started.indexOf('b0')).toBeLessThanOrEqual(LOAD_CONCURRENCY + 1)
  expect(await Promise.all(burst)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`))
  expect(most).toBe(LOAD_CONCURRENCY)
  expect(loadsPending()).toEqual({ running: 0, waiting: 0 })
})

test('a failing load rejects its caller and frees its place', async () => {
  await expect(scheduleLoad('c', async () => { throw new Error('engine down') })).rejects.toThrow('engine down')
  await expect(scheduleLoad('c', () => { throw new Error('sync') })).rejects.toThrow('sync')
  expect(await scheduleLoad('c', async () => 1)).toBe(1)
  expect(loadsPending()).toEqual({ running: 0, waiting: 0 })
})
