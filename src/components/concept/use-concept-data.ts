import { useEffect, useState } from 'react'
import type { CategoryNode, CategoryTree, ConceptRanking, LoginInfo, Plat, TimeInfo } from '../../../types'
import { getCategoryTree, getConceptRanking, getLatestMonth } from '../../api/endpoints'
import { ApiError } from '../../api/errors'
import { STORAGE_KEYS } from '../../domain/constants'
import { availablePlatforms, defaultCategoryId, fallbackPlatform } from '../../domain/permissions'
import { storage } from '../../platform/storage'

export const PAGE_SIZE = 20

export type Phase = 'loading' | 'ready' | 'error'

/** What the month and category selects offer for one platform. */
export interface PlatformMeta {
  time: TimeInfo
  /** level-1 categories (plus the chosen one when it sits deeper) */
  categories: CategoryNode[]
}

export interface ConceptSelection {
  plat: Plat
  ts: string
  multi: boolean
  cid: number
  page: number
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(-1, String(error))
}

function levelOne(tree: CategoryTree, chosen: number): CategoryNode[] {
  const nodes = tree.bigCategory.map((id) => tree.childrenList[String(id)]).filter((node): node is CategoryNode => Boolean(node))
  const deeper = tree.childrenList[String(chosen)]
  return deeper && !nodes.includes(deeper) ? [...nodes, deeper] : nodes
}

function storedPlat(user: LoginInfo): Plat {
  const saved = storage.get(STORAGE_KEYS.plat) as Plat | null
  return fallbackPlatform(saved && availablePlatforms(user).includes(saved) ? saved : 'all', user)
}

/**
 * The /concept screen's data: platform → (latest month + category tree) → ranking. Each step
 * reloads when its inputs change; `retry` repeats whichever step failed.
 */
export function useConceptData(user: LoginInfo | null) {
  const [selection, setSelection] = useState<ConceptSelection | null>(null)
  const [meta, setMeta] = useState<PlatformMeta | null>(null)
  const [metaPhase, setMetaPhase] = useState<Phase>('loading')
  const [ranking, setRanking] = useState<ConceptRanking | null>(null)
  const [rankingPhase, setRankingPhase] = useState<Phase>('loading')
  const [error, setError] = useState<ApiError | null>(null)
  // Separate counters so a retry repeats only the step that failed.
  const [metaAttempt, setMetaAttempt] = useState(0)
  const [rankingAttempt, setRankingAttempt] = useState(0)
  const [plat, setPlat] = useState<Plat | null>(null)
  const [platChanged, setPlatChanged] = useState(false)

  useEffect(() => {
    if (user && plat === null) setPlat(storedPlat(user))
  }, [user, plat])

  // Platform → its latest month and category tree; resets month and category (SPEC §4).
  useEffect(() => {
    if (!user || !plat) return
    let live = true
    setMetaPhase('loading')
    setError(null)
    Promise.all([getLatestMonth(plat), getCategoryTree(plat)])
      .then(([time, tree]) => {
        if (!live) return
        const firstJd = plat === 'jd' ? tree.bigCategory.find((id) => !tree.childrenList[String(id)]?.only_show) : undefined
        const cid = defaultCategoryId(plat, user, firstJd, { reset: platChanged })
        setMeta({ time, categories: levelOne(tree, cid) })
        setSelection({ plat, ts: time.ts, multi: false, cid, page: 1 })
        setMetaPhase('ready')
      })
      .catch((cause: unknown) => {
        if (!live) return
        setError(asApiError(cause))
        setMetaPhase('error')
      })
    return () => {
      live = false
    }
  }, [user, plat, platChanged, metaAttempt])

  // Selection → ranking.
  useEffect(() => {
    if (!selection || metaPhase !== 'ready') return
    let live = true
    setRankingPhase('loading')
    setError(null)
    getConceptRanking({
      plat: selection.plat,
      ts: selection.ts,
      cid: selection.cid,
      is_multi_month: selection.multi ? 1 : 0,
      page: selection.page,
      page_size: PAGE_SIZE,
      sortby: 'growth',
    })
      .then((result) => {
        if (!live) return
        setRanking(result)
        setRankingPhase('ready')
      })
      .catch((cause: unknown) => {
        if (!live) return
        setError(asApiError(cause))
        setRankingPhase('error')
      })
    return () => {
      live = false
    }
  }, [selection, metaPhase, rankingAttempt])

  const update = (patch: Partial<Omit<ConceptSelection, 'plat'>>) =>
    setSelection((current) => (current ? { ...current, page: 1, ...patch } : current))

  return {
    platforms: user ? availablePlatforms(user) : [],
    plat,
    meta,
    selection,
    ranking,
    phase: metaPhase === 'ready' ? rankingPhase : metaPhase,
    error,
    choosePlatform(next: Plat) {
      storage.set(STORAGE_KEYS.plat, next)
      setPlatChanged(true)
      setPlat(next)
    },
    update,
    retry: () => (metaPhase === 'error' ? setMetaAttempt : setRankingAttempt)((n) => n + 1),
  }
}
