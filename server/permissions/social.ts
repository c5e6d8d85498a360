// Social concepts (category permissions, social_cat_list): grouped by Taobao/Tmall categories of level 1 and 2
// (the ranked scopes), and visible within the categories the caller's social list grants.
import type { Month, SocialPlat } from '../../types'
import { permittedIds } from '../../src/domain/permissions'
import type { CategoryRecord } from '../analytics/catalog'
import type { Analytics } from '../analytics/client'
import { socialRanking } from '../analytics/social'
import { canViewCategory, requireCategory, seesWholeSource, visibleTops, type Grantee } from './categories'
import { Forbidden } from './forbidden'

/** Social rankings are kept for level-1 and level-2 categories. */
export const MAX_SOCIAL_LEVEL = 2

/** -403 unless the caller's social list grants the category. */
export function requireSocialCategory(account: Grantee, node: CategoryRecord): void {
  requireCategory(account, 'social', node)
}

/** A call without a category: the whole tree ('all'), else the first granted ranked category; -403 with none. */
export function defaultSocialCategory(account: Grantee, tree: Map<number, CategoryRecord>): CategoryRecord | 'all' {
  const tops = visibleTops(account, 'social', tree, MAX_SOCIAL_LEVEL)
  return tops === 'all' ? 'all' : tops[0]
}

/**
 * Whether a social answer shows the Taobao/Tmall sales of its category (cid 0: the whole tree): the
 * social tree is Taobao/Tmall's, so its sales are held to the Taobao/Tmall list (cat_list), not to
 * social_cat_list.
 */
export function socialSalesShown(account: Grantee, tree: Map<number, CategoryRecord>, cid: number): boolean {
  if (!cid) return seesWholeSource(account, 'all')
  const node = tree.get(cid)
  return !!node && canViewCategory(account, 'all', node)
}

/** The categories of the caller's social list that have a social ranking (ranked levels only); 'all' for the whole tree. */
function grantedRankedNodes(account: Grantee, tree: Map<number, CategoryRecord>): CategoryRecord[] | 'all' {
  const ids = permittedIds(account.permissions.social_cat_list)
  if (ids === 'all') return 'all'
  return [...ids].map((id) => tree.get(id)).filter((node): node is CategoryRecord => !!node && node.level <= MAX_SOCIAL_LEVEL)
}

/** The words of a category's social ranking in month ts. */
async function rankedWords(store: Analytics, cid: number, plat: SocialPlat, ts: Month): Promise<string[]> {
  return (await socialRanking(store, { plat, ts, cid, sortby: 'volume' })).map((w) => w.word)
}

/** The first category of the caller's social list whose ranking holds the word; 'all' for the whole tree, null when none does. */
async function grantedRankingOf(
  store: Analytics,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  word: string,
  plat: SocialPlat,
  ts: Month,
): Promise<CategoryRecord | 'all' | null> {
  const nodes = grantedRankedNodes(account, tree)
  if (nodes === 'all') return 'all'
  for (const node of nodes) if ((await rankedWords(store, node.id, plat, ts)).includes(word)) return node
  return null
}

/**
 * A social word (a tag of the mini-program) may be opened when it is ranked in a category the
 * caller's social list grants; -403 otherwise. A word is not tied to one category, so the granted
 * rankings are read (each is cached in memory, analytics/social.ts).
 */
export async function requireSocialWord(
  store: Analytics,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  word: string,
  plat: SocialPlat,
  ts: Month,
): Promise<void> {
  if (!(await grantedRankingOf(store, tree, account, word, plat, ts))) throw new Forbidden('category')
}

/**
 * The category a call about one word is answered in when it names none: the whole tree for a
 * caller who sees it all; else the first granted ranked category whose ranking holds the word (a
 * list of several groups is searched whole, not only its first); -403 when only categories outside
 * the list rank it; with no ranking holding it at all, the first granted (whose answer says the
 * word has no volume).
 */
export async function grantedCategoryOfWord(
  store: Analytics,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  word: string,
  plat: SocialPlat,
  ts: Month,
): Promise<CategoryRecord | 'all'> {
  const first = defaultSocialCategory(account, tree)
  if (first === 'all') return first
  const granted = await grantedRankingOf(store, tree, account, word, plat, ts)
  if (granted) return granted
  if ((await rankedWords(store, 0, plat, ts)).includes(word)) throw new Forbidden('category')
  return first
}

/**
 * The categories whose posts the caller may read: null for the whole tree, else every category in
 * the social list's subtrees. A post is tagged with one category (level 1 or 2), so a grant of one
 * level-2 category does not open the posts tagged with its level-1 parent.
 */
export function socialPostCategories(account: Grantee, tree: Map<number, CategoryRecord>): number[] | null {
  if (permittedIds(account.permissions.social_cat_list) === 'all') return null
  return [...tree.values()].filter((node) => canViewCategory(account, 'social', node)).map((node) => node.id)
}

/**
 * The social words the caller's social list lets them see (the early signals): every one, or those
 * ranked in a granted category in month ts; -403 when that is none.
 */
export async function visibleSocialWords(
  store: Analytics,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  plat: SocialPlat,
  ts: Month,
): Promise<Set<string> | 'all'> {
  const nodes = grantedRankedNodes(account, tree)
  if (nodes === 'all') return 'all'
  const words = new Set<string>()
  for (const node of nodes) for (const word of await rankedWords(store, node.id, plat, ts)) words.add(word)
  if (words.size === 0) throw new Forbidden('category')
  return words
}

/**
 * requireSocialWord for a word that has social volume at all: a word with none shows no volume,
 * so it is not refused (its answer simply has none).
 */
export async function requireRecordedSocialWord(
  store: Analytics,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  word: string,
  plat: SocialPlat,
  ts: Month,
): Promise<void> {
  if (permittedIds(account.permissions.social_cat_list) === 'all') return
  try {
    await requireSocialWord(store, tree, account, word, plat, ts)
  } catch (err) {
    if ((await rankedWords(store, 0, plat, ts)).includes(word)) throw err
  }
}

/** What of the caller's social list an answer depends on, for its cache key: 'all', or the granted ids in order. */
export function socialListKey(account: Grantee): string {
  const ids = permittedIds(account.permissions.social_cat_list)
  return ids === 'all' ? 'all' : [...ids].sort((a, b) => a - b).join(',')
}
