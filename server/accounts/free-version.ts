// What an account of the free version is given: the one the demo shows (free@) and the one a new
// user opens with a phone code (sign-up.ts) are the same, so the rules a reader meets in the demo
// are the rules a new account gets. What the free version may not do is decided by the flag
// (answers/privileges.ts), not by narrower category lists.
import type { PermissionLists } from '../../types'

/** Every category of every source. */
export function allCategoryLists(): PermissionLists {
  return {
    cat_list: 'all',
    jd_cat_list: 'all',
    douyin_cat_list: 'all',
    chance_cat_list: 'all',
    chance_jd_cat_list: 'all',
    ebay_cat_list: 'all',
    gamazon_cat_list: 'all',
    social_cat_list: 'all',
    is_validata_user_count: true,
  }
}

/** The fields of a free-version account; no deadline (the free version does not run out). */
export const FREE_VERSION = { usertype: 'free', deadline: '', isFreeVersion: true } as const
