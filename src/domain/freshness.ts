// How fresh the figures on a screen are, from GET /api/freshness: the sources behind a platform
// (a combined platform sums several, so its month is only as final as its least final source, and
// it was updated when its oldest source was), the status of each month they mark, and when they
// were last written. Pure functions.
import type { CatalogPlat, Freshness, MonthStatus } from '../../types'
import { PLATFORM_MAKEUP } from './platforms'

export interface SourceRef {
  kind: 'sales' | 'social'
  source: string
}

/** The sources whose figures a platform's screen shows: an e-commerce platform's, or a social platform's. */
export function sourcesOf(plat: CatalogPlat | string, social = false): SourceRef[] {
  if (social) return [{ kind: 'social', source: plat }]
  const makeup = PLATFORM_MAKEUP[plat as CatalogPlat]
  return makeup ? makeup.sources.map((source) => ({ kind: 'sales', source })) : []
}

const RANK: Record<MonthStatus, number> = { complete: 0, estimated: 1, partial: 2 }

export interface FreshnessView {
  /** the least final status per marked month of these sources (months not listed are complete) */
  marks: Record<string, Exclude<MonthStatus, 'complete'>>
  /** when the oldest of these sources was last written (ISO), '' when none is known */
  updatedAt: string
}

export function freshnessView(freshness: Freshness | undefined, sources: readonly SourceRef[]): FreshnessView {
  const marks: FreshnessView['marks'] = {}
  let updatedAt = ''
  for (const ref of sources) {
    const s = freshness?.sources.find((x) => x.kind === ref.kind && x.source === ref.source)
    if (!s) continue
    if (!updatedAt || s.updated_at < updatedAt) updatedAt = s.updated_at
    for (const m of s.months) if (RANK[m.status] > RANK[marks[m.month] ?? 'complete']) marks[m.month] = m.status
  }
  return { marks, updatedAt }
}

/** The status of one month in the view. */
export function monthStatus(view: FreshnessView, month: string): MonthStatus {
  return view.marks[month] ?? 'complete'
}

/** The months of `months` marked with `status`, in their order (a chart's dashed, labelled points). */
export function monthsMarked(view: FreshnessView, months: readonly string[], status: Exclude<MonthStatus, 'complete'>): string[] {
  return months.filter((m) => view.marks[m] === status)
}

/** Every source of several platforms, once each (a comparison of concepts on different platforms). */
export function sourcesOfAll(plats: readonly string[]): SourceRef[] {
  const seen = new Map<string, SourceRef>()
  for (const plat of plats) for (const ref of sourcesOf(plat)) seen.set(`${ref.kind}:${ref.source}`, ref)
  return [...seen.values()]
}
