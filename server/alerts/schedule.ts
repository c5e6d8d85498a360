// The alert job on a schedule inside the server: a first run soon after start, then one
// every interval, never two at once. stop() waits for a run under way, so the stores are not
// closed beneath it. Config.alertIntervalMin 0 (tests) starts nothing.

/** After start-up, so the first requests are not queued behind the job's queries. */
const FIRST_RUN_DELAY_MS = 5_000

export interface AlertSchedule {
  stop(): Promise<void>
}

export function startAlertSchedule(run: () => Promise<unknown>, intervalMs: number, onError: (err: Error) => void): AlertSchedule {
  if (intervalMs <= 0) return { stop: async () => undefined }
  let running: Promise<void> | null = null
  let stopped = false
  let timer: NodeJS.Timeout
  const tick = () => {
    if (stopped) return
    running = run()
      .then(
        () => undefined,
        (err: Error) => onError(err),
      )
      .finally(() => {
        running = null
        if (!stopped) timer = setTimeout(tick, intervalMs).unref()
      })
  }
  timer = setTimeout(tick, Math.min(FIRST_RUN_DELAY_MS, intervalMs)).unref()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
