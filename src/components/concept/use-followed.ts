import type { CatalogPlat } from '../../../types'
import { getFollows } from '../../api/follow'
import { useApi } from '../../data/use-api'
import { stripQuotes } from '../../domain/expression'
import { FOLLOWS_KEY } from '../follow/follow-cache'

const keyOf = (plat: string, categoryId: number, word: string) => `${plat}|${categoryId}|${stripQuotes(word).toLowerCase()}`

/** Followed or not; null while the caller's follows are on their way (the hearts wait, unshown). */
export type FollowedState = boolean | null | undefined

/**
 * Whether each row of a list is followed, from one call of the caller's follows (not one status
 * call per row). The list is asked again whenever a follow changes anywhere (follow-cache.ts).
 * null while it loads; undefined when it failed: only then does each heart check for itself.
 */
export function useFollowed(enabled: boolean): (plat: CatalogPlat, categoryId: number, word: string) => FollowedState {
  const follows = useApi(enabled ? [FOLLOWS_KEY, 'concept'] : null, () => getFollows({ type: 'concept' }))
  const set = follows.data ? new Set(follows.data.map((f) => keyOf(f.platform, f.category_id, f.word))) : null
  return (plat, categoryId, word) => (set ? set.has(keyOf(plat, categoryId, word)) : follows.error ? undefined : null)
}
