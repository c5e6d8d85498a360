import type { CatalogPlat } from './catalog'
/** A category permission (category permissions, docs/rules.md): the value `all`, or an object listing nodes per level. */
export interface PermissionNode {
  cat_id: number
  /**
   * Items are {cat_id, ts}: the month (YYYY-MM, Asia/Shanghai) the account was granted this
   * node. Informational: what may be seen follows from cat_id alone (category permissions, docs/rules.md).
   */
  ts: string
}
export type CategoryPermission =
  | 'all'
  | {
      cat_id?: number
      level1: PermissionNode[]
      level2: PermissionNode[]
      level3: PermissionNode[]
      level4: PermissionNode[]
    }

/** Permission lists, one per data source (category permissions, docs/rules.md). An empty object-form list means no access. */
export interface PermissionLists {
  cat_list: CategoryPermission
  jd_cat_list: CategoryPermission
  douyin_cat_list: CategoryPermission
  chance_cat_list: CategoryPermission
  chance_jd_cat_list: CategoryPermission
  ebay_cat_list: CategoryPermission
  gamazon_cat_list: CategoryPermission
  social_cat_list: CategoryPermission
  is_validata_user_count: boolean
}

export type UserType = 'logged_out' | 'analyst' | 'free' | 'partner' | 'internal' | 'mini'

/** Login info returned by GET /api/user. */
export interface LoginInfo extends PermissionLists {
  username: string
  /** masked: digits 4 to 7 replaced (masks, docs/rules.md) */
  phone: string
  usertype: UserType
  /** service end date, YYYY-MM-DD */
  deadline: string
  nick: string
  headimgurl: string
  wechat_id: string
  attribute: string
  is_free_version: boolean
  is_partner: boolean
  partner_logo_url: string
  partner_title: string
  /** 'weixin_mini' for the mini-program, otherwise 'web' */
  login_from: LoginFrom | ''
  download: boolean
  version_selected: CouponModel[]
  jd_version: string[]
  /**
   * Each platform whose rankings this account may see, with the category they open on (the server
   * decides it from the category trees: on a combined platform every source's list must grant it).
   * A platform missing here is not offered on the ranking screens.
   */
  ranking_defaults?: Partial<Record<CatalogPlat, number>>
}

/** Coupon models: '' none, cp v1 from 2020-01, min_v2 v2 from 2020-11. */
export type CouponModel = '' | 'cp' | 'min_v2'

export interface PhoneOption {
  phone_id: number
  /** masked */
  phone: string
}

/** How a session came in: the mini-program, or the web (H5 on any browser). */
export type LoginFrom = 'weixin_mini' | 'web'
