// The files an import folder may hold (docs/api.md "Importing your own data"): each a CSV with a header
// row or a Parquet file, columns by name, extra columns ignored.
export type ImportKind = 'categories' | 'items' | 'facts' | 'social' | 'social_talents' | 'social_posts' | 'social_brands'

export interface FileShape {
  kind: ImportKind
  required: string[]
  optional: string[]
}

export const SHAPES: FileShape[] = [
  // a category's parent is 0 (a root) or a category of the same platform, in this file or the store
  { kind: 'categories', required: ['platform', 'category_id', 'parent_id', 'name'], optional: ['name_en'] },
  // brand: a brand name (new names get new brand ids); price in yuan (or US $)
  { kind: 'items', required: ['platform', 'item_id', 'category_id', 'title'], optional: ['brand', 'price'] },
  // one row per item and month: sales amount and pieces sold
  { kind: 'facts', required: ['platform', 'item_id', 'month', 'sales', 'volume'], optional: [] },
  // mentions of a word per social platform and month
  { kind: 'social', required: ['word', 'social_plat', 'month', 'volume'], optional: [] },
  // a talent (KOL) of a social platform; category_id: the Taobao/Tmall category it writes about
  { kind: 'social_talents', required: ['talent_id', 'social_plat', 'nickname', 'followers'], optional: ['category_id'] },
  // a post of a talent about a word, in a month the word has social volume (the month is published_at's)
  {
    kind: 'social_posts',
    required: ['post_id', 'social_plat', 'word', 'published_at', 'talent_id', 'title'],
    optional: ['likes', 'comments', 'shares', 'category_id'],
  },
  // mentions of a brand with a word per social platform and month
  { kind: 'social_brands', required: ['word', 'social_plat', 'month', 'brand', 'mentions'], optional: [] },
]

/** Data sources with their own trees and facts (the combined platforms tbjd/tbjddy are derived). */
export { SOURCES } from '../../src/domain/platforms'
export const SOCIAL = ['douyin', 'weibo', 'xhs'] as const
/** Staging database: dropped after every import, whatever happened. */
export const STAGE_DB = 'gr_import'
/** The next store an import builds, a full set of the store's tables, swapped in as a whole (apply.ts). */
export const NEXT_DB = 'gr_next'
/** Where the swap moves the store's old tables; dropped once the new ones are in place (recover.ts). */
export const OLD_DB = 'gr_old'
/**
 * The tables an import replaces, in the order they are swapped: the dataset marker last, so that
 * the store counts as the new one only once every other table is (recover.ts).
 */
export const SWAPPED_TABLES = [
  'categories',
  'brands',
  'items',
  'facts',
  'item_words',
  'concept_rank',
  'social',
  'social_talents',
  'social_posts',
  'social_brands',
  'meta',
] as const

/**
 * One refused row or file: where (file name, line and column from 1; for Parquet the row number
 * and the column's position in the file) and why, in the importer's words.
 */
export interface Rejection {
  file: string
  line: number
  column: number
  message: string
}

/** How a refusal is printed: file:line:column: reason, as compilers do, so editors can jump there. */
export function formatRejection(r: Rejection): string {
  return `${r.file}:${r.line}:${r.column}: ${r.message}`
}
