import { useEffect, useState } from 'react'

/**
 * True once `key` has stayed the same for `ms` (false again as soon as it changes). The follow-status
 * check waits for 500 ms of quiet, so a page that fills in its word, platform and category one after
 * the other asks the server once, about the final concept.
 */
export function useSettled(key: string, ms: number): boolean {
  const [settled, setSettled] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return settled === key
}
