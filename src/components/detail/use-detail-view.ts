import { useEffect, useMemo, useRef, useState } from 'react'
import type { Plat } from '../../../types'
import { getCategoryNames, getSearchPrivileges } from '../../api/catalog'
import { getLatestMonth } from '../../api/endpoints'
import { loadLinkParams, saveLinkParams } from '../../api/follow'
import { answerableMonths } from '../../domain/concept-view'
import { STORAGE_KEYS } from '../../domain/constants'
import { activeDetailTab, visibleDetailTabs } from '../../domain/detail-header'
import { detailQueryString, parseDetailParams, withSavedLink, type DetailParams, type DetailTab } from '../../domain/detail-params'
import { parseConcept } from '../../domain/expression'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { useUserStore } from '../../store/user'
import { useApi } from '../../data/use-api'
import { track } from '../../api/track'
import type { DetailQuery } from './detail-query'

type SavedParams = Record<string, string | number>

/** The link without empty values, as /api/wxmini_params stores it. */
function savable(p: DetailParams): SavedParams {
  const out: SavedParams = {}
  for (const [key, value] of Object.entries(detailQueryString({ ...p, urlId: undefined }))) if (value !== undefined && value !== '') out[key] = value
  return out
}

/**
 * The state of /detail: the view read from its link (or from a saved link, `urlId`), the facts the
 * header needs (latest month, the caller's earliest month, category names), and the actions that
 * change the view. Every change is written back to the link (SPEC §4); a month change also saves
 * the view as a short link and puts its url_id in the address, so the address is the share link.
 */
export function useDetailView() {
  const user = useUserStore((s) => s.user)
  const isMobile = useUserStore((s) => s.isMobile)
  const [params, setParams] = useState<DetailParams>(() => parseDetailParams(readPageQuery()))
  const [restoring, setRestoring] = useState(Boolean(params.urlId && !params.word))
  const [saving, setSaving] = useState(false)
  const saveTurn = useRef(0)

  // SPEC §7 "load by wx_url_id": a shared link carries only its url_id
  const saved = useApi(restoring && user ? ['saved-link', params.urlId] : null, () => loadLinkParams(params.urlId as string))
  useEffect(() => {
    if (!saved.data) return
    setParams((p) => withSavedLink(p, saved.data as SavedParams))
    setRestoring(false)
  }, [saved.data])

  const plat: Plat = params.plat
  const time = useApi(user && !restoring ? ['latest-month', plat] : null, () => getLatestMonth(plat))
  const privileges = useApi(user && !restoring ? ['search-privileges', user.username] : null, getSearchPrivileges)
  const cidKey = params.cid.join(',')
  const names = useApi(user && cidKey ? ['category-names', plat, cidKey] : null, () => getCategoryNames({ cat: params.cid, plat }))

  const parsed = useMemo(() => parseConcept(params.word), [params.word])
  const months = useMemo(() => {
    if (!time.data || !privileges.data) return []
    const first = privileges.data.earliest_month > time.data.ts_min ? privileges.data.earliest_month : time.data.ts_min
    return answerableMonths(first, time.data.ts, params.multi)
  }, [time.data, privileges.data, params.multi])
  const ts = params.ts && (months.length === 0 || months.includes(params.ts)) ? params.ts : months[0]

  const query: DetailQuery | null =
    parsed.ok && ts ? { word: params.word, plat, cid: params.cid, ts, multi: params.multi, bid: params.bid, bName: params.bName } : null

  const tabs = visibleDetailTabs({ allLeaves: Boolean(names.data?.length) && names.data!.every((n) => !n.is_parent), hasBrand: Boolean(params.bid) })
  const tab = activeDetailTab({ linked: params.activedTab, stored: storage.get(STORAGE_KEYS.passActivedTab), isMobile, visible: tabs })

  // SPEC §7 analytics: the page shows another concept, category set or brand; a label filter is on
  const shown = query ? [query.word, query.cid.join(','), query.plat, query.bid ?? ''].join('|') : ''
  useEffect(() => {
    if (!query) return
    track('detail_change', { word: query.word, cid: query.cid.join(','), plat: query.plat, ...(query.bid ? { bid: String(query.bid) } : {}) })
    if (params.label1) track('label', { label: params.label1, word: query.word })
  }, [shown]) // eslint-disable-line react-hooks/exhaustive-deps -- once per concept shown, not per render

  // the address follows the view (SPEC §4 "rebuilds the URL parameters")
  useEffect(() => {
    if (!restoring) replacePageQuery(detailQueryString({ ...params, ts }))
  }, [params, ts, restoring])

  function update(patch: Partial<DetailParams>, options: { save?: boolean } = {}) {
    const next = { ...params, ...patch, urlId: undefined }
    setParams(next)
    if (!options.save) return
    // SPEC §4: "Changing the month rebuilds the URL parameters and saves them as a short link."
    const turn = ++saveTurn.current
    setSaving(true)
    saveLinkParams(savable(next))
      .then(({ url_id }) => {
        if (turn === saveTurn.current) setParams((p) => ({ ...p, urlId: url_id }))
      })
      .catch(() => undefined) // the view works without a short link; sharing makes a new one
      .finally(() => turn === saveTurn.current && setSaving(false))
  }

  return {
    user,
    params,
    parsed,
    query,
    ts,
    months,
    latest: time.data,
    privileges: privileges.data,
    categoryNames: names.data ?? [],
    tabs,
    tab,
    restoring: restoring && !saved.error,
    saving,
    error: saved.error ?? time.error ?? privileges.error,
    retry() {
      for (const q of [saved, time, privileges]) if (q.error) q.retry()
    },
    update,
    chooseTab(next: DetailTab) {
      track('tab_change', { from: tab, to: next })
      storage.set(STORAGE_KEYS.passActivedTab, next)
      update({ activedTab: next })
    },
    /** a short link of the current view, for sharing (saves one when the address has none) */
    async shareId(): Promise<string> {
      if (params.urlId) return params.urlId
      const { url_id } = await saveLinkParams(savable({ ...params, ts }))
      setParams((p) => ({ ...p, urlId: url_id }))
      return url_id
    },
  }
}

export type DetailView = ReturnType<typeof useDetailView>
