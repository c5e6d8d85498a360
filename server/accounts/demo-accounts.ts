// The demo accounts (README lists them): one per variant of category permissions, all with password demo2026.
import type { CategoryPermission, CouponModel, PermissionLists, UserType } from '../../types'
import { DEFAULT_JD_VERSIONS } from '../../src/domain/constants'
import { findChildId } from '../dataset/tree'
import { DEFAULT_SEED } from '../dataset/sizes'
import { allCategoryLists, FREE_VERSION } from './free-version'

export const DEMO_PASSWORD = 'demo2026'
export const PARTNER_LOGO_PATH = '/static/partner/acme.svg'

export interface DemoAccount {
  username: string
  usertype: Exclude<UserType, 'logged_out'>
  nick: string
  phone: string
  deadline: string
  isFreeVersion?: boolean
  isPartner?: boolean
  partnerLogoUrl?: string
  partnerTitle?: string
  loginFrom?: 'web' | 'weixin_mini'
  download?: boolean
  versionSelected?: CouponModel[]
  jdVersion?: string[]
  permissions: PermissionLists
  smsRequired?: boolean
  disabledReason?: string
}

const EMPTY: CategoryPermission = { level1: [], level2: [], level3: [], level4: [] }

/** The month partial@'s nodes were granted (each permission item is {cat_id, ts}); fixed, so the seed is the same every time. */
const GRANTED = '2025-07'
const node = (cat_id: number) => ({ cat_id, ts: GRANTED })

/**
 * A few Taobao nodes (女装 at level 1, 面部护理 at level 2), JD 美妆护肤, no Amazon (so Amazon is
 * hidden); social concepts limited to the same Taobao nodes.
 */
function partialLists(): PermissionLists {
  const faceCare = findChildId('all', DEFAULT_SEED, 1801, '面部护理')
  const taobao: CategoryPermission = { cat_id: 16, level1: [node(16)], level2: [node(faceCare)], level3: [], level4: [] }
  return {
    cat_list: taobao,
    jd_cat_list: { cat_id: 1801, level1: [node(1801)], level2: [], level3: [], level4: [] },
    douyin_cat_list: { cat_id: 16, level1: [node(16)], level2: [], level3: [], level4: [] },
    chance_cat_list: taobao,
    chance_jd_cat_list: taobao,
    ebay_cat_list: EMPTY,
    gamazon_cat_list: EMPTY,
    social_cat_list: taobao,
    is_validata_user_count: true,
  }
}

export function demoAccounts(): DemoAccount[] {
  return [
    {
      username: 'analyst@growthradar.demo',
      usertype: 'analyst',
      nick: '分析师 Lin',
      phone: '13812345678',
      deadline: '2027-12-31',
      permissions: allCategoryLists(),
    },
    {
      username: 'partial@growthradar.demo',
      usertype: 'analyst',
      nick: '品类分析 Zhao',
      phone: '13900001111',
      deadline: '2027-06-30',
      permissions: partialLists(),
    },
    {
      username: 'free@growthradar.demo',
      ...FREE_VERSION,
      nick: '免费用户',
      phone: '13700002222',
      permissions: allCategoryLists(),
    },
    {
      username: 'partner@acme.demo',
      usertype: 'partner',
      nick: 'Acme',
      phone: '13600003333',
      deadline: '2027-12-31',
      isPartner: true,
      partnerLogoUrl: PARTNER_LOGO_PATH,
      partnerTitle: 'Acme Retail Insights',
      permissions: allCategoryLists(),
    },
    {
      username: 'staff@growthradar.cn',
      usertype: 'internal',
      nick: '内部员工',
      phone: '13500004444',
      deadline: '2099-12-31',
      versionSelected: ['', 'cp', 'min_v2'],
      jdVersion: [...DEFAULT_JD_VERSIONS],
      permissions: allCategoryLists(),
    },
    {
      username: 'mini@growthradar.demo',
      usertype: 'mini',
      nick: '小程序用户',
      phone: '13400005555',
      deadline: '2027-12-31',
      loginFrom: 'weixin_mini',
      download: false,
      permissions: allCategoryLists(),
    },
    {
      username: 'sms@growthradar.demo',
      usertype: 'analyst',
      nick: '待验证用户',
      phone: '13300006666',
      deadline: '2027-12-31',
      smsRequired: true,
      permissions: allCategoryLists(),
    },
    // a second SMS-pending account: the server tests verify it, so sms@ keeps answering -499 for the others
    {
      username: 'sms2@growthradar.demo',
      usertype: 'analyst',
      nick: '待验证用户二',
      phone: '13300008888',
      deadline: '2027-12-31',
      smsRequired: true,
      permissions: allCategoryLists(),
    },
    {
      username: 'disabled@growthradar.demo',
      usertype: 'analyst',
      nick: '停用账号',
      phone: '13200007777',
      deadline: '2025-12-31',
      disabledReason: '演示：合同已结束 (demo: the contract has ended)',
      permissions: allCategoryLists(),
    },
  ]
}

export const DEMO_NOTICES = [
  {
    content: '数据已更新至最近一个完整月份；近一月数据为推算值，可能随统计补录小幅调整。',
    contentEn: 'Data now covers the latest complete month; the most recent month is extrapolated and may change slightly.',
  },
  {
    content: '系统将于本周六 02:00–04:00（北京时间）维护，期间可能无法访问。',
    contentEn: 'Scheduled maintenance this Saturday 02:00–04:00 (Beijing time); the service may be unavailable.',
  },
]

let demoNames: Set<string> | undefined
/** A seeded demo account: shared by everyone who tries the product, so nobody may close it. */
export function isDemoAccount(username: string): boolean {
  demoNames ??= new Set(demoAccounts().map((a) => a.username))
  return demoNames.has(username)
}
