// Posts of a social concept for the mini-program's post list. The dataset records volumes, not
// posts, so the rows are generated from the volume: the count follows the month's volume, and each
// post is a pure function of (platform, word, month, index) — the same page on every call.
import type { Month, SocialPlat, WxPost } from '../../types'
import { mulberry32 } from '../dataset/prng'

/** One listed post per this many mentions, between 3 and 200 posts. */
const MENTIONS_PER_POST = 2500
const MAX_POSTS = 200
const MIN_POSTS = 3

const TEMPLATES: Record<SocialPlat, string[]> = {
  douyin: ['{w}真的火了！实测一周告诉你值不值', '跟着博主挑{w}，这几款闭眼入', '{w}开箱｜上手第一感受', '三分钟看懂{w}为什么这么多人买', '{w}避坑指南，新手必看'],
  weibo: ['#{w}# 最近身边好多人在聊这个', '关于{w}，说点大实话', '{w}话题又上热搜了，你怎么看', '今日份{w}分享，欢迎讨论', '{w}到底是不是智商税？'],
  xhs: ['{w}｜我的私藏清单✨', '被问爆的{w}，一篇讲清楚', '{w}真实测评，不吹不黑', '平价{w}合集，学生党友好', '{w}搭配灵感｜照着买不出错'],
}
const NAME_HEAD = ['小', '阿', '大', '甜', '酷', '懒', '胖', '萌', '野', '暖']
const NAME_BODY = ['鹿', '橙', '鱼', '桃', '柚', '猫', '豆', '栗', '茶', '星', '雪', '禾']
const NAME_TAIL = ['同学', '酱', '日记', '的生活', '研究所', '种草机', '爱分享', '在路上']

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

export function postCount(volume: number): number {
  if (volume <= 0) return 0
  return Math.max(MIN_POSTS, Math.min(MAX_POSTS, Math.round(volume / MENTIONS_PER_POST)))
}

function daysIn(month: Month): number {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Post `index` (0 = newest) of `count` posts of a word in a month. */
export function generatePost(plat: SocialPlat, word: string, month: Month, index: number, count: number, volume: number): WxPost {
  const rng = mulberry32(hash(`${plat}|${word}|${month}|${index}`))
  const templates = TEMPLATES[plat]
  const title = templates[Math.floor(rng() * templates.length)].replace('{w}', word)
  const author = NAME_HEAD[Math.floor(rng() * NAME_HEAD.length)] + NAME_BODY[Math.floor(rng() * NAME_BODY.length)] +
    NAME_TAIL[Math.floor(rng() * NAME_TAIL.length)]
  // newest first: post i sits at fraction (i + jitter) / count back from the month's end
  const days = daysIn(month)
  const secondsBack = Math.floor(((index + rng()) / count) * days * 86400)
  const t = days * 86400 - 1 - Math.min(secondsBack, days * 86400 - 1)
  const day = Math.floor(t / 86400) + 1
  const time = t % 86400
  const published = `${month}-${pad(day)} ${pad(Math.floor(time / 3600))}:${pad(Math.floor((time % 3600) / 60))}:${pad(time % 60)}`
  // heavy-tailed engagement scaled by the word's volume
  const likes = Math.round((volume / count) * 0.4 * Math.pow(rng(), 3) * 8 + rng() * 50)
  return {
    post_id: `${plat}-${hash(`${word}|${month}|${index}`).toString(16).padStart(8, '0')}`,
    social_plat: plat,
    title,
    author,
    published_at: published,
    likes,
    comments: Math.round(likes * (0.03 + rng() * 0.12)),
    shares: Math.round(likes * (0.01 + rng() * 0.08)),
  }
}
