// /myAttention's data: the follows, then the figures of their concepts, through the one data layer.
import { useEffect, useRef } from 'react'
import type { FollowItem, MarkedConcept, MarkedSearchResult } from '../../../types'
import { getFollows } from '../../api/follow'
import { searchMarked } from '../../api/search'
import { useApi, type ApiKey } from '../../data/use-api'
import type { ApiError } from '../../api/errors'
import { PREPARING_RETRIES, PREPARING_RETRY_MS, ROW_PREPARING } from '../../domain/constants'
import { FOLLOWS_KEY } from '../follow/follow-cache'
import { attentionRows, batches, coveringItems, markedItems, mergeMarked, type AttentionRow } from './attention-rows'

export type AttentionPhase = 'loading' | 'error' | 'empty' | 'ready'

export interface AttentionData {
  phase: AttentionPhase
  rows: AttentionRow[]
  /** the period the figures are for (null until they arrived, or with no e-commerce follow) */
  period: { start: string; end: string } | null
  error: ApiError | null
  /** ask again for what failed */
  retry(): void
  /** take a row off the list once its unfollow succeeded */
  remove(followId: number): void
  /** a pull-down: the follows and their figures asked again */
  refresh(): Promise<unknown>
}

function askMarked(items: MarkedConcept[]): Promise<MarkedSearchResult> {
  return Promise.all(batches(items).map((part) => searchMarked({ items: part }))).then(mergeMarked)
}

export function useAttentionData(): AttentionData {
  // under FOLLOWS_KEY: a follow or unfollow anywhere asks this list again
  const follows = useApi<FollowItem[]>([FOLLOWS_KEY, 'concept'], () => getFollows({ type: 'concept' }))
  // Kept across renders so that removing a row does not ask the figures of all the others again
  // (coveringItems returns the same array while it covers the list). Only ever replaced by a
  // value derived from the current list, so writing it during render is idempotent.
  const asked = useRef<MarkedConcept[] | null>(null)
  if (follows.data) asked.current = coveringItems(asked.current, markedItems(follows.data))
  const items = follows.data ? asked.current : null
  const markedKey: ApiKey = items && items.length > 0 ? ['attention-figures', items] : null
  const marked = useApi<MarkedSearchResult>(markedKey, () => askMarked(items ?? []))

  // a new follow's figures may not be read yet (the server reads a few new concepts per call): ask
  // again shortly until every row has them, instead of leaving "being prepared" until a refresh
  const preparing = marked.data?.rows.some((r) => r.error_code === ROW_PREPARING) ?? false
  const retries = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer still preparing asks once more
  useEffect(() => {
    if (!preparing || retries.current >= PREPARING_RETRIES) return
    const timer = setTimeout(() => ((retries.current += 1), void marked.refresh()), PREPARING_RETRY_MS)
    return () => clearTimeout(timer)
  }, [preparing, marked.data, marked.refresh])

  const list = follows.data ?? []
  const needsFigures = markedKey !== null
  let phase: AttentionPhase = 'ready'
  let error: ApiError | null = null
  if (follows.error && !follows.data) [phase, error] = ['error', follows.error]
  else if (!follows.data) phase = 'loading'
  else if (list.length === 0) phase = 'empty'
  else if (needsFigures && marked.error && !marked.data) [phase, error] = ['error', marked.error]
  else if (needsFigures && !marked.data) phase = 'loading'

  return {
    phase,
    rows: phase === 'ready' ? attentionRows(list, marked.data) : [],
    period: marked.data ? { start: marked.data.start, end: marked.data.end } : null,
    error,
    retry: () => (follows.error && !follows.data ? follows.retry() : marked.retry()),
    remove: (followId) => follows.data && follows.mutate(follows.data.filter((f) => f.id !== followId)),
    refresh: () => Promise.all([follows.refresh(), markedKey ? marked.refresh() : null]),
  }
}
