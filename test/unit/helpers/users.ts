import type { LoginInfo } from '../../../types'

const empty = { level1: [], level2: [], level3: [], level4: [] }

/** A logged-in analyst with every permission list 'all'. */
export function analyst(overrides: Partial<LoginInfo> = {}): LoginInfo {
  return {
    username: 'analyst@growthradar.demo',
    phone: '138****5678',
    usertype: 'analyst',
    deadline: '2027-12-31',
    nick: 'Analyst',
    headimgurl: '',
    wechat_id: '',
    attribute: '',
    is_free_version: false,
    is_partner: false,
    partner_logo_url: '',
    partner_title: '',
    login_from: 'web',
    download: true,
    version_selected: [],
    jd_version: [],
    cat_list: 'all',
    jd_cat_list: 'all',
    douyin_cat_list: 'all',
    chance_cat_list: 'all',
    chance_jd_cat_list: 'all',
    ebay_cat_list: 'all',
    gamazon_cat_list: 'all',
    social_cat_list: 'all',
    is_validata_user_count: true,
    ...overrides,
  }
}

export const partner = () =>
  analyst({
    username: 'partner@acme.demo',
    usertype: 'partner',
    is_partner: true,
    partner_title: 'Acme Retail Insights',
    partner_logo_url: '/static/acme.png',
  })
export const freeUser = () => analyst({ username: 'free@growthradar.demo', usertype: 'free', is_free_version: true })
export const miniUser = () => analyst({ username: 'mini@growthradar.demo', usertype: 'mini', login_from: 'weixin_mini', download: false })
export const loggedOut = () =>
  analyst({
    username: '',
    usertype: 'logged_out',
    login_from: '',
    cat_list: empty,
    jd_cat_list: empty,
    douyin_cat_list: empty,
    chance_cat_list: empty,
    chance_jd_cat_list: empty,
    ebay_cat_list: empty,
    gamazon_cat_list: empty,
    social_cat_list: empty,
    is_validata_user_count: false,
  })
