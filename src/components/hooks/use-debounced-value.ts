import { useEffect, useState } from 'react'

/**
 * The value as it was `ms` after it last changed (the first value at once). `keyOf` says when two
 * values are the same, so a new array with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number, keyOf: (value: T) => string = String): T {
  const [settled, setSettled] = useState(value)
  const key = keyOf(value)
  const settledKey = keyOf(settled)
  useEffect(() => {
    if (key === settledKey) return undefined
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
    // `value` itself is left out of the dependencies on purpose: `key` describes it
  }, [key, settledKey, ms])
  return key === settledKey ? value : settled
}
