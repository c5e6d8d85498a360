import type { ConceptScope } from '../../../types'

/** The scope every concept answer echoes: 连衣裙 on all platforms in two categories, October 2026 against October 2025. */
export function conceptScope(extra: Partial<ConceptScope> = {}): ConceptScope {
  return {
    word: '连衣裙',
    words: ['连衣裙'],
    plat: 'all',
    cid: [16, 1801],
    category_names: ['女装/女士精品', '美容护肤/美体/精油'],
    category_names_en: ['Women’s Clothing', 'Beauty & Skincare'],
    all_categories: false,
    start: '2026-10',
    end: '2026-10',
    base_start: '2025-10',
    base_end: '2025-10',
    is_multi_month: 0,
    partial: false,
    missing_months: [],
    currency: 'CNY',
    hint: null,
    hint_msg: '',
    ...extra,
  }
}
