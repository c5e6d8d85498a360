import { useEffect, useRef, useState } from 'react'
import type { CompareResult } from '../../../types'
import { ERROR_CODES } from '../../../types/envelope'
import { compareConcepts } from '../../api/compare'
import { loadLinkParams, saveLinkParams } from '../../api/follow'
import {
  compareQuery,
  droppedLinkConcepts,
  moveEntry,
  parseCompareView,
  sameEntry,
  type CompareEntry,
  type CompareView,
} from '../../domain/compare'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { useApi } from '../../data/use-api'
import { useUserStore } from '../../store/user'
import { readCompareList, useCompareList, writeCompareList } from './compare-list'

/** The page's view: from its link, else from the comparison stored on this device. */
function initialView(): CompareView {
  const linked = parseCompareView(readPageQuery())
  if (linked.entries.length > 0 || linked.urlId) return linked
  return { ...linked, entries: readCompareList() }
}

const sameList = (a: readonly CompareEntry[], b: readonly CompareEntry[]) => a.length === b.length && a.every((e, i) => sameEntry(e, b[i]))

/**
 * The state of /compare: the view (its concepts, figure, months, log scale) read from the link, a
 * saved short link (`urlId`, loaded by its wx_url_id) or this device's comparison; the one
 * POST /api/compare answering it; and the edits, each written back to the link and the device.
 */
export function useCompareView() {
  const user = useUserStore((s) => s.user)
  const [view, setView] = useState<CompareView>(initialView)
  const [dropped] = useState(() => droppedLinkConcepts(readPageQuery()))
  const [restoring, setRestoring] = useState(Boolean(view.urlId && view.entries.length === 0))
  // a comparison opened from a link is not this device's own: the device keeps its own until the
  // user chooses to replace it, and edits here do not overwrite it meanwhile
  const own = useCompareList()
  const [fromLink, setFromLink] = useState(() => view.urlId !== '' || (view.entries.length > 0 && !sameList(view.entries, own)))
  // with nothing of its own stored, the device simply takes the linked comparison
  const protectOwn = fromLink && own.length > 0
  // a short link saved for an older view is not the link of this one
  const turn = useRef(0)

  const saved = useApi(restoring && user ? ['saved-link', view.urlId] : null, () => loadLinkParams(view.urlId))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per saved link read
  useEffect(() => {
    if (!saved.data) return
    const opened = parseCompareView({ ...saved.data, urlId: view.urlId } as Record<string, string>)
    setView(opened)
    setRestoring(false)
  }, [saved.data])

  // the address follows the view: the link is always the comparison on screen
  useEffect(() => {
    if (!restoring) replacePageQuery({ ...compareQuery(view), urlId: view.urlId || undefined })
  }, [view, restoring])

  const items = view.entries.map((e) => ({ word: e.word, plat: e.plat, cid: e.cid }))
  // social volume is asked only when it is drawn (its own permission and months)
  const socialPlat = view.metric === 'social' ? view.socialPlat : undefined
  const answer = useApi<CompareResult>(
    user && !restoring && items.length > 0 ? ['compare', JSON.stringify(items), view.span, socialPlat ?? '', view.ts] : null,
    () =>
      compareConcepts({
        items,
        months: view.span,
        ...(socialPlat ? { social_plat: socialPlat } : {}),
        ...(view.ts ? { ts: view.ts } : {}),
      }),
  )

  function update(patch: Partial<CompareView>) {
    turn.current += 1
    const next = { ...view, ...patch, urlId: '' }
    setView(next)
    if (patch.entries && !protectOwn) writeCompareList(next.entries)
  }

  return {
    user,
    view,
    restoring: restoring && !saved.error,
    linkBroken: saved.error?.code === ERROR_CODES.badParam || saved.error?.code === ERROR_CODES.notRecorded,
    error: saved.error ?? answer.error,
    retry() {
      if (saved.error) saved.retry()
      else answer.retry()
    },
    answer: answer.data,
    /** concepts of the opening link that could not be kept (malformed, or past the 20th) */
    dropped,
    /** the comparison on screen came from a link and differs from this device's own (its size) */
    shared: protectOwn && !restoring && !sameList(view.entries, own) ? { ownCount: own.length } : null,
    /** keeps the linked comparison as this device's own (replacing it) */
    keepShared() {
      writeCompareList(view.entries)
      setFromLink(false)
    },
    /** back to this device's own comparison */
    openOwn() {
      turn.current += 1
      setView({ ...parseCompareView({}), entries: own })
      setFromLink(false)
    },
    // an answer for another set of concepts is kept on screen (dimmed) until the new one arrives
    stale: answer.isValidating,
    update,
    remove: (index: number) => update({ entries: view.entries.filter((_, i) => i !== index) }),
    move: (index: number, delta: number) => update({ entries: moveEntry(view.entries, index, delta) }),
    /** a short link of the view, for sharing (saved once per view), at the month on screen: the receiver sees the same month after the next data update */
    shareId(): Promise<string> {
      if (view.urlId) return Promise.resolve(view.urlId)
      const mine = turn.current
      const month = view.ts || answer.data?.ts || ''
      return saveLinkParams(compareQuery({ ...view, ts: month })).then(({ url_id }) => {
        if (mine === turn.current) setView((v) => ({ ...v, urlId: url_id }))
        return url_id
      })
    },
  }
}

export type CompareState = ReturnType<typeof useCompareView>
