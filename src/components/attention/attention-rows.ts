// The rows of /myAttention: each follow (GET /api/marked/list) with its figures (POST /api/search_marked).
import type { FollowItem, FollowPlat, GrowthFigures, MarkedConcept, MarkedSearchResult, Plat } from '../../../types'
import { PLATFORMS } from '../../domain/constants'
import type { Translate } from '../hooks/use-t'

/** POST /api/search_marked takes 1 to 50 concepts per call. */
export const MARKED_BATCH = 50

export interface AttentionFigures {
  /** 0, or the code this concept alone failed with (its error_msg is in `message`) */
  errorCode: number
  message: string
  summary: GrowthFigures | null
  /** monthly sales of the 12 months, oldest first */
  /** null for a month without data */
  trend: (number | null)[]
}

export interface AttentionRow {
  follow: FollowItem
  /** null: not asked yet, or not in the answer */
  figures: AttentionFigures | null
}

export function isSearchablePlat(plat: FollowPlat): plat is Plat {
  return (PLATFORMS as string[]).includes(plat)
}

/** A follow's platform as the user reads it: the platform's name, or eBay. */
export function followPlatformLabel(plat: FollowPlat, t: Translate): string {
  return isSearchablePlat(plat) ? t(`platforms.${plat}`) : t('attention.ebay')
}

function conceptId(c: { word: string; plat: string; category_id: number }): string {
  return `${c.plat}\u0000${c.category_id}\u0000${c.word}`
}

/** The concepts to ask figures for: every follow (eBay's too, in US $), each once. */
export function markedItems(follows: FollowItem[]): MarkedConcept[] {
  const seen = new Set<string>()
  const items: MarkedConcept[] = []
  for (const f of follows) {
    const item = { word: f.word, plat: f.platform, category_id: f.category_id }
    if (seen.has(conceptId(item))) continue
    seen.add(conceptId(item))
    items.push(item)
  }
  return items
}

/**
 * The figures request to keep: the one already made while it still covers every wanted concept. An
 * unfollow only removes a row, so its figures are already here and nothing is asked again.
 */
export function coveringItems(asked: MarkedConcept[] | null, wanted: MarkedConcept[]): MarkedConcept[] {
  if (asked) {
    const have = new Set(asked.map(conceptId))
    if (wanted.every((item) => have.has(conceptId(item)))) return asked
  }
  return wanted
}

export function batches<T>(items: T[], size = MARKED_BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Several search_marked answers as one: same period, rows in order. */
export function mergeMarked(parts: MarkedSearchResult[]): MarkedSearchResult {
  const [first] = parts
  return {
    start: first.start,
    end: first.end,
    months: first.months,
    missing_months: first.missing_months,
    rows: parts.flatMap((p) => p.rows),
  }
}

export function attentionRows(follows: FollowItem[], marked: MarkedSearchResult | undefined): AttentionRow[] {
  const byConcept = new Map((marked?.rows ?? []).map((row) => [conceptId(row), row]))
  return follows.map((follow) => {
    const row = byConcept.get(conceptId({ word: follow.word, plat: follow.platform, category_id: follow.category_id }))
    return {
      follow,
      figures: row ? { errorCode: row.error_code, message: row.error_msg, summary: row.summary, trend: row.trend } : null,
    }
  })
}
