import type { Currency } from './platform'
/** One category as served in childrenList. */
export interface CategoryNode {
  category_id: number
  /** 0 for a root */
  parent_id: number
  is_parent: boolean
  /** child ids */
  chd: number[]
  name: string
  /** English name (Amazon and eBay carry it; others may) */
  category_name_en?: string
  /** true: shown but disabled (an ancestor of a permitted node) */
  only_show?: boolean
  /** 1..4 */
  level: number
  /** latest-month sales amount, yuan (or US $ for Amazon/eBay) */
  sale: number
}

/** Category data: the form of the category-tree scripts and GET /api/cats_tree. */
export interface CategoryTree {
  /** version month of the tree, YYYY-MM */
  ts: string
  bigCategory: number[]
  childrenList: Record<string, CategoryNode>
  /** default selected ids */
  choice_cat: number[]
  /** the currency of every node's sale: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
}
