import { useEffect, useMemo, useRef, useState } from 'react'
import type { CatalogPlat, LoginInfo } from '../../../types'
import { getCategoryNames } from '../../api/catalog'
import { loadLinkParams, saveLinkParams } from '../../api/follow'
import { track } from '../../api/track'
import { COUPON_MODELS, INTERNAL_DOMAIN, STORAGE_KEYS } from '../../domain/constants'
import { activeDetailTab, visibleDetailTabs } from '../../domain/detail-header'
import { DETAIL_SOURCES, sourcePlat, type DetailSource } from '../../domain/detail-source'
import { detailQueryString, parseDetailParams, withSavedLink, type DetailParams, type DetailTab } from '../../domain/detail-params'
import { parseConcept } from '../../domain/expression'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { useApi } from '../../data/use-api'
import { useAnswerableMonths } from '../hooks/use-answerable-months'
import type { DetailQuery } from './detail-query'
import { ERROR_CODES } from '../../../types/envelope'

type SavedParams = Record<string, string | number>

/** The link without empty values, as /api/wxmini_params stores it. */
function savable(p: DetailParams): SavedParams {
  const out: SavedParams = {}
  for (const [key, value] of Object.entries(detailQueryString({ ...p, urlId: undefined })))
    if (value !== undefined && value !== '') out[key] = value
  return out
}

/**
 * A link's coupon model and JD version are kept only when the user may choose them: a
 * link made by an internal user opens for a customer without a value their select cannot show.
 */
function allowedOptions(p: DetailParams, user: LoginInfo | null): DetailParams {
  if (!user) return p
  const rest = { ...p.rest }
  const internal = user.username.toLowerCase().endsWith(INTERNAL_DOMAIN)
  const coupons: string[] = COUPON_MODELS.filter((m) => internal || user.version_selected.includes(m))
  if (rest.coupon !== undefined && !coupons.includes(rest.coupon)) delete rest.coupon
  if (rest.jd_version !== undefined && !user.jd_version.includes(rest.jd_version)) delete rest.jd_version
  return { ...p, rest }
}

/**
 * The state of a detail page (/detail, /ebayDetail, /publicDetail: `source`): the view read from its link (or from a saved link, `urlId`), the facts the
 * header needs (answerable months, category names), and the actions that change the view. Every
 * change is written back to the link; a month change also saves the view as a short link
 * and puts its url_id in the address, so the address is the share link.
 */
export function useDetailView(source: DetailSource = DETAIL_SOURCES.detail) {
  const user = useUserStore((s) => s.user)
  const isMobile = useViewportStore((s) => s.isMobile)
  const [linked, setParams] = useState<DetailParams>(() => parseDetailParams(readPageQuery()))
  const [restoring, setRestoring] = useState(Boolean(linked.urlId && !linked.word))
  // every change of the view takes a turn: a short link saved for an older view is dropped
  const turn = useRef(0)
  const allowed = allowedOptions(linked, user)
  const params: DetailParams = { ...allowed, plat: sourcePlat(source, allowed.plat) }

  // a shared link carries only its url_id, and the view is loaded by it
  const saved = useApi(restoring && user ? ['saved-link', params.urlId] : null, () => loadLinkParams(params.urlId as string))
  useEffect(() => {
    if (!saved.data) return
    setParams((p) => withSavedLink(p, saved.data as SavedParams))
    setRestoring(false)
  }, [saved.data])

  const plat: CatalogPlat = params.plat
  const answerable = useAnswerableMonths(user && !restoring ? user : null, plat, params.multi)
  const { months } = answerable
  const cidKey = params.cid.join(',')
  const names = useApi(user && cidKey && !restoring ? ['category-names', plat, cidKey] : null, () =>
    getCategoryNames({ cat: params.cid, plat }),
  )

  const parsed = useMemo(() => parseConcept(params.word), [params.word])
  // unknown until the answerable months are: no panel asks for a month the user may not see
  const ts = months.length === 0 ? undefined : params.ts && months.includes(params.ts) ? params.ts : months[0]

  const query: DetailQuery | null =
    parsed.ok && ts
      ? {
          word: params.word,
          plat,
          cid: params.cid,
          ts,
          multi: params.multi,
          bid: params.bid,
          bName: params.bName,
          socialPlat: params.socialPlat,
        }
      : null

  const tabs = visibleDetailTabs({
    allLeaves: Boolean(names.data?.length && names.data.every((n) => !n.is_parent)),
    hasBrand: Boolean(params.bid),
    trendTab: source.trendTab,
  })
  const tab = activeDetailTab({ linked: params.activedTab, stored: storage.get(STORAGE_KEYS.passActivedTab), isMobile, visible: tabs })

  // usage events: the page shows another concept, category set or brand; a label filter is on
  const shown = query ? [query.word, query.cid.join(','), query.plat, query.bid ?? ''].join('|') : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per concept shown, not per render
  useEffect(() => {
    if (!query) return
    track('detail_change', {
      word: query.word,
      cid: query.cid.join(','),
      plat: query.plat,
      ...(query.bid ? { bid: String(query.bid) } : {}),
    })
    if (params.label1) track('label', { label: params.label1, word: query.word })
  }, [shown])

  // the address follows the view
  // biome-ignore lint/correctness/useExhaustiveDependencies: params derives from linked and user
  useEffect(() => {
    if (!restoring) replacePageQuery(detailQueryString({ ...params, ts }))
  }, [linked, user, ts, restoring])

  function saveShortLink(view: DetailParams, mine: number): Promise<string> {
    return saveLinkParams(savable(view)).then(({ url_id }) => {
      if (mine === turn.current) setParams((p) => ({ ...p, urlId: url_id }))
      return url_id
    })
  }

  function update(patch: Partial<DetailParams>, options: { save?: boolean } = {}) {
    const mine = ++turn.current
    // the month in force is saved, not an empty one (a page opened without ts shows the latest month)
    const next = { ...params, ts, ...patch, urlId: undefined }
    setParams(next)
    // a month change rewrites the address and keeps the view as a short link, so the address can be shared
    // The view works without a short link; sharing makes a new one.
    if (options.save) saveShortLink(next, mine).catch(() => undefined)
  }

  return {
    source,
    user,
    params,
    parsed,
    query,
    ts,
    months,
    /** the sales models the data carries (the coupon and JD-version selects offer no others) */
    salesModels: answerable.privileges?.sales_models ?? null,
    categoryNames: names.data ?? [],
    tabs,
    tab,
    restoring: restoring && !saved.error,
    // a share link the server does not know (or could never have made): nothing to retry
    linkBroken: saved.error?.code === ERROR_CODES.badParam || saved.error?.code === ERROR_CODES.notRecorded,
    error: saved.error ?? answerable.error,
    retry() {
      if (saved.error) saved.retry()
      answerable.retry()
    },
    update,
    chooseTab(next: DetailTab) {
      track('tab_change', { from: tab, to: next })
      storage.set(STORAGE_KEYS.passActivedTab, next)
      update({ activedTab: next })
    },
    /** a short link of the current view, for sharing (saves one when the address has none) */
    shareId(): Promise<string> {
      if (params.urlId) return Promise.resolve(params.urlId)
      return saveShortLink({ ...params, ts }, turn.current)
    },
  }
}

export type DetailView = ReturnType<typeof useDetailView>
