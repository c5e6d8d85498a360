import { useEffect, useState } from 'react'

/**
 * The value as it was `ms` after it last changed (the first value at once). `keyOf` says when two
 * values are the same, so a new array with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number, keyOf: (value: T) => string = String): T {
  const [settled, setSettled] = useState(value)
  const key = keyOf(value)
  const settledKey = keyOf(settled)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` itself is left out on purpose: `key` describes it
  useEffect(() => {
    if (key === settledKey) return undefined
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [key, settledKey, ms])
  return key === settledKey ? value : settled
}
