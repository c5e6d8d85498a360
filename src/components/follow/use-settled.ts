import { useEffect, useState } from 'react'

/**
 * True once `key` has stayed the same for `ms` (false again as soon as it changes). SPEC §9 debounces
 * the follow-status check 500 ms, so a page that fills in its word, platform and category one after
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
