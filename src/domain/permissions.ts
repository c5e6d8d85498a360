// Category permissions (docs/rules.md): per data source, the value 'all' or lists of permitted nodes per
// level. The client uses these to hide what a user may not pick; the server refuses it all the same.
import type { CatalogPlat, CategoryPermission, LoginInfo, Plat, PermissionLists } from '../../types'
import { AMAZON_RESET_CATEGORY_ID, DEFAULT_CATEGORY_ID, INTERNAL_DOMAIN, JD_FALLBACK_CATEGORY_ID, PLATFORMS } from './constants'
import { PLATFORM_MAKEUP, type PermissionKey } from './platforms'

/** A data source of the category permissions (docs/rules.md): an e-commerce platform, eBay or social. */
export type PermissionSource = Plat | 'ebay' | 'social'
export type { PermissionKey }

const KEY_OF: Record<PermissionSource, PermissionKey> = {
  ...(Object.fromEntries(Object.entries(PLATFORM_MAKEUP).map(([plat, makeup]) => [plat, makeup.permission])) as Record<
    CatalogPlat,
    PermissionKey
  >),
  social: 'social_cat_list',
}

const LEVELS = ['level1', 'level2', 'level3', 'level4'] as const

/** Category permissions: "Access is per category per data source (Taobao/Tmall, JD, Douyin, chance-all, chance-JD, eBay, Amazon, social)" — the list that governs a source. */
export function permissionKeyFor(source: PermissionSource): PermissionKey {
  return KEY_OF[source]
}

// A list missing from the login info grants nothing, like an empty one.
function listedIds(p: CategoryPermission | null | undefined, levels: readonly (typeof LEVELS)[number][]): number[] {
  if (!p || p === 'all') return []
  return levels.flatMap((level) => (p[level] ?? []).map((node) => node.cat_id))
}

/** Category permissions: "If a list is empty the platform switches to one the user has" — 'all' is never empty; an object is empty when level1 to level4 list nothing. */
export function isPermissionEmpty(p: CategoryPermission | null | undefined): boolean {
  if (p === 'all') return false
  return listedIds(p, LEVELS).length === 0
}

/** Category permissions: "The value all grants the whole tree; otherwise listed nodes are selectable" — 'all', or the set of listed cat_ids of levels 1 to 4. */
export function permittedIds(p: CategoryPermission | null | undefined): 'all' | Set<number> {
  if (p === 'all') return 'all'
  return new Set(listedIds(p, LEVELS))
}

/** Category permissions: listed nodes are selectable, and so is everything under them (a parent grants its children: category permissions, docs/rules.md). pathFromRoot: level-1 id first, the category itself last. */
export function isCategoryAllowed(p: CategoryPermission | null | undefined, pathFromRoot: number[]): boolean {
  const ids = permittedIds(p)
  if (ids === 'all') return true
  return pathFromRoot.some((id) => ids.has(id))
}

/**
 * Category permissions: "The Amazon platform is removed from the platform list if the user's Amazon permission
 * list is empty" (and so for every platform); "If the user count is not validated and nothing
 * remains, the whole tree is shown" — then every platform is offered.
 */
export function availablePlatforms(perms: PermissionLists, plats: Plat[] = PLATFORMS): Plat[] {
  const kept = plats.filter((plat) => !isPermissionEmpty(perms[permissionKeyFor(plat)]))
  if (kept.length === 0 && !perms.is_validata_user_count) return [...plats]
  return kept
}

/** Category permissions: "If a list is empty the platform switches to one the user has (for example from all to JD or Douyin)." With nothing available, plat is kept (the server answers -403). */
export function fallbackPlatform(plat: Plat, perms: PermissionLists): Plat {
  const available = availablePlatforms(perms)
  if (available.includes(plat)) return plat
  return available[0] ?? plat
}

/**
 * The platforms a ranking screen offers: those available whose rankings the server says the account
 * may see (ranking_defaults; a combined platform needs a category every source's list grants).
 */
export function rankingPlatforms(user: Pick<LoginInfo, keyof PermissionLists | 'ranking_defaults'>): Plat[] {
  const defaults = user.ranking_defaults
  return availablePlatforms(user).filter((plat) => !defaults || defaults[plat] !== undefined)
}

/** The ranking platform a screen shows: `wanted` when offered, else the first offered one. */
export function rankingPlatform(wanted: Plat | null, user: Pick<LoginInfo, keyof PermissionLists | 'ranking_defaults'>): Plat {
  const offered = rankingPlatforms(user)
  if (wanted && offered.includes(wanted)) return wanted
  return offered.includes('all') ? 'all' : (offered[0] ?? fallbackPlatform('all', user))
}

/**
 * The category a ranking opens on: the product's default (defaultCategoryId) unless the account
 * cannot see that ranking, then the server's choice for the account (ranking_defaults).
 */
export function rankingCategoryId(
  plat: Plat,
  user: Pick<LoginInfo, keyof PermissionLists | 'ranking_defaults'>,
  options: DefaultCategoryOptions = {},
): number {
  const server = user.ranking_defaults?.[plat]
  if (server === undefined || server === defaultCategoryId(plat, user)) return defaultCategoryId(plat, user, undefined, options)
  return server
}

export interface DefaultCategoryOptions {
  /** true when the user has just switched platform (a new platform starts again from its default category) */
  reset?: boolean
}

/**
 * The category a platform opens on: 16 on Taobao/Tmall, 1853126 on eBay, 3760911 on Amazon (1064954
 * right after switching to Amazon); JD takes the first category the user may see, else 1801.
 * A default the user may not select is replaced by the first category their list grants.
 */
export function defaultCategoryId(
  plat: Plat | 'ebay',
  perms: PermissionLists,
  firstPermittedJd?: number,
  options: DefaultCategoryOptions = {},
): number {
  const list = perms[permissionKeyFor(plat)]
  if (plat === 'jd') {
    // JD never opens on a level-4 leaf: only levels 1 to 3 are candidates
    return firstPermittedJd ?? listedIds(list, ['level1', 'level2', 'level3'])[0] ?? JD_FALLBACK_CATEGORY_ID
  }
  let preferred: number
  if (plat === 'gamazon') preferred = options.reset ? AMAZON_RESET_CATEGORY_ID : DEFAULT_CATEGORY_ID.gamazon
  else if (plat === 'ebay') preferred = DEFAULT_CATEGORY_ID.ebay
  // douyin, tbjd and tbjddy have no default of their own: they start from the Taobao/Tmall one.
  else preferred = DEFAULT_CATEGORY_ID.all
  const ids = permittedIds(list)
  if (ids === 'all' || ids.has(preferred)) return preferred
  return listedIds(list, LEVELS)[0] ?? preferred
}

export interface CouponSelectInput {
  username: string
  versionSelected: readonly string[]
  plat: CatalogPlat
}

/**
 * The coupon-model select: staff (a user name on the internal domain) always get it; everyone else
 * only with a non-empty version_selected, and never on Douyin, Amazon or JD.
 */
export function couponSelectVisible({ username, versionSelected, plat }: CouponSelectInput): boolean {
  if (username.toLowerCase().endsWith(INTERNAL_DOMAIN)) return true
  return versionSelected.length > 0 && plat !== 'douyin' && plat !== 'gamazon' && plat !== 'jd'
}

/** The JD version select: on JD only, and only when the account has JD versions to pick from. */
export function jdVersionSelectVisible({ plat, jdVersion }: { plat: CatalogPlat; jdVersion: readonly string[] }): boolean {
  return plat === 'jd' && jdVersion.length > 0
}
