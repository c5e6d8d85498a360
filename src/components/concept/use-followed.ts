import type { Plat } from '../../../types'
import { getFollows } from '../../api/follow'
import { useApi } from '../../data/use-api'
import { stripQuotes } from '../../domain/expression'
import { FOLLOWS_KEY } from '../follow/follow-cache'

const keyOf = (plat: string, categoryId: number, word: string) => `${plat}|${categoryId}|${stripQuotes(word).toLowerCase()}`

/**
 * Whether each row of a list is followed, from one call of the caller's follows (not one status
 * call per row). The list is asked again whenever a follow changes anywhere (follow-cache.ts).
 * undefined while the follows are unknown: the hearts then check for themselves.
 */
export function useFollowed(enabled: boolean): (plat: Plat, categoryId: number, word: string) => boolean | undefined {
  const follows = useApi(enabled ? [FOLLOWS_KEY, 'concept'] : null, () => getFollows({ type: 'concept' }))
  const set = follows.data ? new Set(follows.data.map((f) => keyOf(f.platform, f.category_id, f.word))) : null
  return (plat, categoryId, word) => (set ? set.has(keyOf(plat, categoryId, word)) : undefined)
}
