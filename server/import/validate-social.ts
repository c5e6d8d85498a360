// Rules of the social content files: talents, their posts and the brands mentioned per word
// (docs/api.md "Importing your own data"). A post or a brand mention belongs to a word's month on a
// platform that has social volume (in the store or the social file): otherwise no list would ever
// show it. A post's author is a talent of the same platform (in the store or the talents file).
import { DB } from '../analytics/client'
import { SOCIAL, type ImportKind } from './shapes'
import {
  CATEGORY_WHY,
  MAX_CATEGORY_ID,
  MAX_NAME,
  MAX_SOCIAL_VOLUME,
  MAX_TITLE,
  S,
  dup,
  integer,
  isInteger,
  isMonth,
  list,
  month,
  monthDate,
  shown,
  text,
  when,
  type MonthBounds,
  type Rule,
} from './rules'

/** More followers, likes, comments or shares than any account or post has. */
export const MAX_AUDIENCE = 10_000_000_000n
/** A platform's post ids are short codes (Douyin 19 digits, Weibo 16, Xiaohongshu 24 hex). */
export const MAX_POST_ID = 64
const AUDIENCE_WHY = 'more than any account or post reaches'
const TALENT_WHY = 'the largest id a JSON number carries exactly (2^53 - 1)'

/** An integer column that may be left empty. */
const optionalInteger = (col: string, max: bigint, why: string): Rule => {
  const r = integer(col, 0, max, why)
  return { field: col, check: `if(s.${col} = '', '', ${r.check})` }
}

const socialPlat = when(
  'social_plat',
  `s.social_plat NOT IN ${list(SOCIAL)}`,
  `concat('social_plat: ', ${shown('social_plat')}, ' is not one of ${SOCIAL.join(', ')}')`,
)

/** An optional Taobao/Tmall category (the social concepts' categories) known in the store or the categories file. */
function taobaoCategory(has: (k: ImportKind) => boolean): Rule[] {
  const known =
    `(toUInt64OrZero(s.category_id) IN (SELECT category_id FROM ${DB}.categories WHERE platform = 'all')` +
    (has('categories') ? ` OR s.category_id IN (SELECT category_id FROM ${S('categories')} WHERE platform = 'all')` : '') +
    ')'
  return [
    optionalInteger('category_id', MAX_CATEGORY_ID, CATEGORY_WHY),
    when(
      'category_id',
      `s.category_id != '' AND ${isInteger('category_id', MAX_CATEGORY_ID)} AND NOT ${known}`,
      `concat('category_id: no Taobao/Tmall (all) category ', s.category_id)`,
    ),
  ]
}

/** When `guard` holds: the row's word has social volume on its platform in `monthSql` (a Date), in the store or the social file. */
function hasVolume(has: (k: ImportKind) => boolean, guard: string, monthSql: string, monthText: string, what: string): Rule {
  const inFile = has('social') ? ` OR (s.word, s.social_plat, ${monthText}) IN (SELECT word, social_plat, month FROM ${S('social')})` : ''
  return when(
    'word',
    `${guard} AND NOT ((s.word, s.social_plat, ${monthSql}) IN (SELECT word, social_plat, month FROM ${DB}.social)${inFile})`,
    `concat('word: ', ${shown('word')}, ' has no social volume on ', s.social_plat, ' in ', ${monthText}, ' (in the store or social.csv): ${what}')`,
  )
}

const PUBLISHED = `toDateTimeOrNull(s.published_at, 'Asia/Shanghai')`
/** published_at is a real time written 'YYYY-MM-DD HH:MM:SS' */
const isPublished = `(match(s.published_at, '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$')
  AND formatDateTime(${PUBLISHED}, '%Y-%m-%d %H:%i:%S', 'Asia/Shanghai') = s.published_at)`
const postMonth = 'substring(s.published_at, 1, 7)'

export function socialContentRules(kind: ImportKind, has: (k: ImportKind) => boolean, months: MonthBounds): Rule[] {
  switch (kind) {
    case 'social_talents':
      return [
        socialPlat,
        integer('talent_id', 1, MAX_CATEGORY_ID, TALENT_WHY),
        dup('talent_id', 's.social_plat, s.talent_id', 'talent_id'),
        when(
          'talent_id',
          `(s.social_plat, toUInt64OrZero(s.talent_id)) IN (SELECT social_plat, talent_id FROM ${DB}.social_talents)`,
          `concat('talent_id: ', s.talent_id, ' already exists on ', s.social_plat)`,
        ),
        text('nickname', MAX_NAME, true),
        integer('followers', 0, MAX_AUDIENCE, AUDIENCE_WHY),
        ...taobaoCategory(has),
      ]
    case 'social_posts': {
      const knownTalent =
        `((s.social_plat, toUInt64OrZero(s.talent_id)) IN (SELECT social_plat, talent_id FROM ${DB}.social_talents)` +
        (has('social_talents') ? ` OR (s.social_plat, s.talent_id) IN (SELECT social_plat, talent_id FROM ${S('social_talents')})` : '') +
        ')'
      return [
        socialPlat,
        text('post_id', MAX_POST_ID, true),
        dup('post_id', 's.social_plat, s.post_id', 'post_id'),
        when(
          'post_id',
          `(s.social_plat, s.post_id) IN (SELECT social_plat, post_id FROM ${DB}.social_posts)`,
          `concat('post_id: ', ${shown('post_id')}, ' already exists on ', s.social_plat)`,
        ),
        text('word', MAX_NAME, true),
        text('title', MAX_TITLE, true),
        when(
          'published_at',
          `NOT ${isPublished}`,
          `concat('published_at: ', ${shown('published_at')}, ' is not a time written YYYY-MM-DD HH:MM:SS')`,
        ),
        when(
          'published_at',
          `${isPublished} AND ${postMonth} < '${months.tsMin}'`,
          `concat('published_at: ', s.published_at, ' is before ${months.tsMin}, the first month of the data')`,
        ),
        when(
          'published_at',
          `${isPublished} AND ${postMonth} > '${months.current}'`,
          `concat('published_at: ', s.published_at, ' is after the current month ${months.current}')`,
        ),
        hasVolume(
          has,
          `${isPublished} AND ${postMonth} BETWEEN '${months.tsMin}' AND '${months.current}'`,
          `toDate(concat(${postMonth}, '-01'))`,
          postMonth,
          'its posts could never be listed',
        ),
        integer('talent_id', 1, MAX_CATEGORY_ID, TALENT_WHY),
        when(
          'talent_id',
          `${isInteger('talent_id', MAX_CATEGORY_ID)} AND NOT ${knownTalent}`,
          `concat('talent_id: no talent ', s.talent_id, ' on ', s.social_plat, ' (in the store or social_talents.csv)')`,
        ),
        optionalInteger('likes', MAX_AUDIENCE, AUDIENCE_WHY),
        optionalInteger('comments', MAX_AUDIENCE, AUDIENCE_WHY),
        optionalInteger('shares', MAX_AUDIENCE, AUDIENCE_WHY),
        ...taobaoCategory(has),
      ]
    }
    case 'social_brands':
      return [
        socialPlat,
        text('word', MAX_NAME, true),
        month(months.tsMin, months.current),
        text('brand', MAX_NAME, true),
        integer('mentions', 0, MAX_SOCIAL_VOLUME, 'the most mentions of a word in a month here'),
        dup('brand', 's.word, s.social_plat, s.month, s.brand', 'brand'),
        when(
          'brand',
          `${isMonth} AND (s.word, s.social_plat, ${monthDate}, s.brand) IN (SELECT word, social_plat, month, brand FROM ${DB}.social_brands)`,
          `concat('brand: ', ${shown('brand')}, ' already has ', s.month, ' for ', s.word, ' on ', s.social_plat, ' in the store')`,
        ),
        hasVolume(
          has,
          `${isMonth} AND s.month BETWEEN '${months.tsMin}' AND '${months.current}'`,
          monthDate,
          's.month',
          'its mentions could never be shown',
        ),
      ]
    default:
      return []
  }
}
