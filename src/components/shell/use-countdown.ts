import { useEffect, useState } from 'react'

export interface Countdown {
  /** whole seconds left; 0 when not running */
  left: number
  start(seconds: number): void
  /** end early (the get-code countdown stops when sending fails) */
  stop(): void
}

/**
 * A seconds countdown read from the clock, not counted in ticks: a browser slows the timers of a
 * background tab, and the user who went to read the SMS must come back to the true time left.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))

  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [endsAt])

  useEffect(() => {
    if (endsAt !== null && left === 0) setEndsAt(null)
  }, [endsAt, left])

  return {
    left,
    start(seconds) {
      const at = Date.now()
      setNow(at)
      setEndsAt(at + seconds * 1000)
    },
    stop: () => setEndsAt(null),
  }
}
