// The alert job's schedule inside the server (server/alerts/schedule.ts): a first run soon after
// start, then one per interval, never two at once; an interval of 0 (the tests) runs nothing; stop()
// waits for a run under way so the stores are not closed beneath it.
import { startAlertSchedule } from '../alerts/schedule'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const MINUTE = 60_000

test('0 disables the schedule: nothing runs', async () => {
  const run = jest.fn(async () => undefined)
  const schedule = startAlertSchedule(run, 0, () => undefined)
  await jest.advanceTimersByTimeAsync(10 * MINUTE)
  expect(run).not.toHaveBeenCalled()
  await schedule.stop()
})

test('a first run 5 s after start, then one per interval, counted from the end of the last', async () => {
  const run = jest.fn(async () => undefined)
  const schedule = startAlertSchedule(run, MINUTE, () => undefined)
  await jest.advanceTimersByTimeAsync(4_999)
  expect(run).toHaveBeenCalledTimes(0)
  await jest.advanceTimersByTimeAsync(1)
  expect(run).toHaveBeenCalledTimes(1)
  await jest.advanceTimersByTimeAsync(MINUTE)
  expect(run).toHaveBeenCalledTimes(2)
  await schedule.stop()
  await jest.advanceTimersByTimeAsync(10 * MINUTE)
  expect(run).toHaveBeenCalledTimes(2)
})

test('a slow run is never overlapped, a failed one is reported and the schedule goes on; stop waits for the run under way', async () => {
  let finish!: () => void
  const run = jest
    .fn()
    .mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    .mockImplementationOnce(async () => {
      throw new Error('store closed')
    })
    .mockImplementation(async () => undefined)
  const errors: string[] = []
  const schedule = startAlertSchedule(run, MINUTE, (err) => errors.push(err.message))
  await jest.advanceTimersByTimeAsync(5_000 + 5 * MINUTE)
  expect(run).toHaveBeenCalledTimes(1)
  finish()
  await jest.advanceTimersByTimeAsync(MINUTE)
  expect(run).toHaveBeenCalledTimes(2)
  expect(errors).toEqual(['store closed'])
  await jest.advanceTimersByTimeAsync(MINUTE)
  expect(run).toHaveBeenCalledTimes(3)

  let finishLast!: () => void
  run.mockImplementationOnce(
    () =>
      new Promise<void>((resolve) => {
        finishLast = resolve
      }),
  )
  await jest.advanceTimersByTimeAsync(MINUTE)
  let stopped = false
  const stopping = schedule.stop().then(() => {
    stopped = true
  })
  await jest.advanceTimersByTimeAsync(0)
  expect(stopped).toBe(false)
  finishLast()
  await stopping
  expect(stopped).toBe(true)
})
