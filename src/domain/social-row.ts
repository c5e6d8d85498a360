// Figures of a /api/social row that the server adds beside the social volume: the top-10 talents
// and top-10 brands, and the concept's e-commerce sales where both exist. Read through here so the screen shows them only when the answer carries them.
import type { SocialRanking, SocialRankRow } from '../../types'
import { TOP_N } from './constants'

/** A talent (KOL) with its posts about the concept in the month. */
export interface SocialTalent {
  talent_id: number
  nickname: string
  followers: number
  /** posts about the concept in the month */
  posts: number
  /** likes + comments + shares: the order of the top 10 */
  engagement: number
}

/** A brand mentioned with the concept in the month. */
export interface SocialBrand {
  brand: string
  mentions: number
}

type Extended = SocialRankRow & { sales?: number | null; talents?: SocialTalent[]; brands?: SocialBrand[] }

/**
 * Whether the sales column is shown: the answer says whether the caller may see the category's
 * e-commerce figures (sales_shown); an answer without that word shows the column when its rows carry sales.
 */
export function showsSales(ranking: SocialRanking): boolean {
  const shown = (ranking as SocialRanking & { sales_shown?: boolean }).sales_shown
  return shown ?? ranking.rows.some((row) => (row as Extended).sales !== undefined)
}

/** The concept's Taobao/Tmall sales in the month; null where the e-commerce data has none or the caller may not see it. */
export function socialRowSales(row: SocialRankRow): number | null {
  return (row as Extended).sales ?? null
}

/**
 * Who stands behind a social concept: its talents by engagement and brands by
 * mentions, at most 10 each, in that order; null when the answer carries no such lists.
 */
export function socialLeaders(row: SocialRankRow): { talents: SocialTalent[]; brands: SocialBrand[] } | null {
  const { talents, brands } = row as Extended
  if (!talents && !brands) return null
  return {
    talents: [...(talents ?? [])].sort((a, b) => b.engagement - a.engagement).slice(0, TOP_N),
    brands: [...(brands ?? [])].sort((a, b) => b.mentions - a.mentions).slice(0, TOP_N),
  }
}
