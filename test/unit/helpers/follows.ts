import type { FollowItem } from '../../../types'

/** A followed concept on all platforms in 女装 (16), followed on 2026-10-01, with no alert set. */
export function follow(id: number, word: string, extra: Partial<FollowItem> = {}): FollowItem {
  return {
    id,
    word,
    type: 'concept',
    platform: 'all',
    category_id: 16,
    category_name: '女装/女士精品',
    category_name_en: 'Women’s clothing',
    jd_cat1: 0,
    created_at: '2026-10-01T00:00:00.000Z',
    alert_yoy_pct: null,
    ...extra,
  }
}
