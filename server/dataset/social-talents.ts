// The talents (KOLs) of the social platforms: nicknames in each platform's own style, a follower
// count and the Taobao level-1 category each one writes about. A few thousand rows, built in Node
// from a seeded PRNG; their posts are generated in SQL (sql-social-posts.ts) and pick authors here.
import type { SocialPlat } from '../../types'
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { ZH_FAMILIES } from './families'
import { mulberry32, type Rng } from './prng'

export interface TalentRow {
  talent_id: number
  social_plat: SocialPlat
  nickname: string
  followers: number
  /** Taobao/Tmall level-1 category the talent writes about */
  category_id: number
}

/** What a talent of a family calls its subject in a nickname (穿搭, 护肤 …). */
const NICHE: Record<string, readonly string[]> = {
  women: ['穿搭', '衣橱', '通勤穿搭'],
  men: ['男装', '型男', '男士穿搭'],
  shoes: ['鞋控', '美鞋', '穿搭'],
  skincare: ['护肤', '成分党', '美肤'],
  makeup: ['美妆', '化妆', '彩妆'],
  snacks: ['吃货', '零食', '美食'],
  drinks: ['咖啡', '饮品', '喝茶'],
  kitchen: ['厨房', '下厨', '做饭'],
  bedding: ['家居', '收纳', '好好睡觉'],
  sportswear: ['运动', '健身', '跑步'],
  outdoor: ['户外', '露营', '徒步'],
  kids: ['育儿', '宝妈', '萌娃'],
  gadgets: ['数码', '科技', '开箱'],
}

const GIVEN = [
  '小鹿',
  '阿橙',
  '鱼鱼',
  '桃子',
  '柚子',
  '栗子',
  '可乐',
  '豆豆',
  '七七',
  '十一',
  '安安',
  '糖糖',
  'Momo',
  'Coco',
  'Lily',
  '阿杰',
  '大宝',
  '老王',
  '一一',
  '木木',
  '芒果',
  '小满',
  '阿紫',
  '大橘',
  '阿May',
  '初夏',
  '晚晚',
  '星星',
  '团子',
  '饭饭',
  '小野',
  '阿宁',
  'Kiki',
  '若若',
  '甜甜',
  '大鹏',
  '小林',
  '阿玖',
  '胖虎',
  '奶糖',
]
const CITY = ['上海', '杭州', '成都', '北京', '广州', '深圳', '重庆', '长沙', '西安', '厦门', '南京', '武汉']

/** Nickname patterns per platform: {g} a given name, {n} the niche, {c} a city. */
const PATTERNS: Record<SocialPlat, readonly string[]> = {
  douyin: ['{g}的{n}日常', '{c}{g}', '{g}不吃香菜', '{n}博主{g}', '{g}爱{n}', '是{g}呀', '{g}（{n}）', '{c}{n}{g}'],
  weibo: ['{g}-{n}博主', '{n}达人{g}', '{g}的{n}笔记', '{c}{g}', '{g}说{n}', '{n}研究所{g}', '@{g}在{c}', '{g}今天{n}了吗'],
  xhs: ['{g}酱', '{g}的{n}手帐', '是{g}吖', '{g}🌸{n}', '{n}少女{g}', '{g}的小红薯', '{c}{g}｜{n}', '一只{g}'],
}

/** Talents per platform and family (a family of 13 gives a few hundred per platform). */
const PER_FAMILY = 24
/** First talent id of each platform, so ids never collide across platforms. */
const ID_BASE: Record<SocialPlat, number> = { douyin: 71_000_000_000, weibo: 52_000_000_000, xhs: 63_000_000_000 }

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]

/** Followers from about 5 thousand to 30 million, most of them small (a talent's reach is heavy-tailed). */
function followers(rng: Rng): number {
  return Math.round(10 ** (3.7 + 3.78 * rng() ** 2.2))
}

export function talentRows(seed: number): TalentRow[] {
  const out: TalentRow[] = []
  for (const plat of SOCIAL_PLATFORMS) {
    const rng = mulberry32(seed ^ ID_BASE[plat])
    const taken = new Set<string>()
    let n = 0
    for (const fam of ZH_FAMILIES) {
      for (let k = 0; k < PER_FAMILY; k++) {
        let name = pick(rng, PATTERNS[plat])
          .replace('{g}', pick(rng, GIVEN))
          .replace('{n}', pick(rng, NICHE[fam.key] ?? ['生活']))
          .replace('{c}', pick(rng, CITY))
        // nicknames are unique on a platform: a taken one gets a number, as the apps suggest
        for (let i = 2; taken.has(name); i++) name = `${name.replace(/\d+$/, '')}${i}`
        taken.add(name)
        out.push({ talent_id: ID_BASE[plat] + ++n, social_plat: plat, nickname: name, followers: followers(rng), category_id: fam.id })
      }
    }
  }
  return out
}
