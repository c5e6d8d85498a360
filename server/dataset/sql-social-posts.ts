// Posts of the social concepts, generated set-based from the volumes once they are built: a
// concept's month on a platform gets one listed post per MENTIONS_PER_POST mentions (at least
// one, at most MAX_POSTS), each by a talent who writes about one of the concept's categories (the
// Taobao level-1 categories of the items whose titles carry it; any talent of the platform for a
// concept no Taobao title carries), big accounts more often than small ones. Every choice is a
// cityHash64 of (seed, word, platform, month, post number, purpose), as in sql-items.ts.
import { DB } from '../analytics/client'

/** One listed post per this many mentions of a concept in a month. */
export const MENTIONS_PER_POST = 4000
export const MAX_POSTS = 60

/**
 * Per concept and platform, the talents who may write its posts, numbered k = 1..size biggest
 * first, with whether the concept has categories at all. One row per talent (a post joins the one
 * it picks: carrying each concept's whole list into every post row took most of the build's time).
 * Scratch table: dropped by DROP_SOCIAL_SCRATCH.
 */
export const CREATE_SOCIAL_POOL = `
CREATE TABLE ${DB}.tmp_social_pool ENGINE = Memory AS
SELECT word, social_plat, toUInt32(k) AS k, toUInt32(length(pool)) AS size, has_cats,
       tupleElement(pool[k], 2) AS talent_id, tupleElement(pool[k], 3) AS category_id
FROM (
  SELECT w.word AS word, t.social_plat AS social_plat, toUInt8(notEmpty(any(w.cats))) AS has_cats,
         arrayReverseSort(groupArray((t.followers, t.talent_id, t.category_id))) AS pool
  FROM (
    SELECT s.word AS word, c.cats AS cats
    FROM (SELECT DISTINCT word FROM ${DB}.social) AS s
    LEFT JOIN (
      SELECT toString(iw.word) AS word, groupUniqArray(i.cat_l1) AS cats
      FROM ${DB}.item_words AS iw INNER JOIN (SELECT platform, item_id, cat_l1 FROM ${DB}.items WHERE platform = 'all') AS i
        ON i.platform = iw.platform AND i.item_id = iw.item_id
      GROUP BY word
    ) AS c ON c.word = s.word
  ) AS w
  CROSS JOIN ${DB}.social_talents AS t
  WHERE empty(w.cats) OR has(w.cats, t.category_id)
  GROUP BY word, social_plat
)
ARRAY JOIN arrayEnumerate(pool) AS k`

/** Hours people post at, evenings most (a post's hour is one of these, uniformly). */
const HOURS = [0, 7, 8, 9, 10, 11, 12, 12, 13, 15, 17, 18, 19, 20, 20, 21, 21, 21, 22, 22, 23]

/**
 * Params: seed, per (MENTIONS_PER_POST), max (MAX_POSTS), titles_douyin/_weibo/_xhs (social-titles.ts).
 * Engagement follows the author's reach (0.15 % to 2.7 % of the followers like a post, a few
 * posts go far beyond) and the concept's buzz that month; comments and shares follow the likes.
 */
export const INSERT_SOCIAL_POSTS = `
INSERT INTO ${DB}.social_posts
WITH {titles_douyin:Array(String)} AS td, {titles_weibo:Array(String)} AS tw, {titles_xhs:Array(String)} AS tx, [${HOURS.join(', ')}] AS hours
SELECT y.word, y.social_plat, y.month,
  toDateTime(y.month, 'Asia/Shanghai') + (cityHash64(h, 'day') % toDayOfMonth(toLastDayOfMonth(y.month))) * 86400
    + hours[1 + cityHash64(h, 'hour') % length(hours)] * 3600 + cityHash64(h, 'second') % 3600 AS published_at,
  multiIf(y.social_plat = 'douyin', toString(7000000000000000000 + cityHash64(h, 'id') % 1000000000000000000),
          y.social_plat = 'weibo', toString(4800000000000000 + cityHash64(h, 'id') % 100000000000000),
          concat(leftPad(lower(hex(cityHash64(h, 'id') % 4294967296)), 8, '0'), leftPad(lower(hex(cityHash64(h, 'id2'))), 16, '0'))) AS post_id,
  a.talent_id AS talent_id,
  if(a.has_cats = 1, a.category_id, toUInt64(0)) AS category_id,
  replaceAll(replaceAll(replaceAll(multiIf(y.social_plat = 'douyin', td[1 + cityHash64(h, 'title') % length(td)],
    y.social_plat = 'weibo', tw[1 + cityHash64(h, 'title') % length(tw)], tx[1 + cityHash64(h, 'title') % length(tx)]), '{w}', y.word),
    '{k}', toString(3 + cityHash64(h, 'k') % 7)), '{m}', toString(toMonth(y.month))) AS title,
  toUInt64(round(t.followers * (0.0015 + 0.025 * pow((cityHash64(h, 'like') % 10000) / 10000, 3))
    * (0.6 + least(2.4, y.volume / 30000)) + cityHash64(h, 'like0') % 40)) AS likes,
  toUInt64(round(likes * (0.02 + (cityHash64(h, 'comment') % 1000) / 10000))) AS comments,
  toUInt64(round(likes * (0.01 + (cityHash64(h, 'share') % 1000) / 14000))) AS shares
FROM (
  SELECT x.word AS word, x.social_plat AS social_plat, x.month AS month, x.volume AS volume, x.h AS h,
    -- the author's place in the list, big accounts more often
    1 + toUInt32(floor(n.size * pow((cityHash64(x.h, 'author') % 10000) / 10000, 2.2))) AS k
  FROM (
    SELECT word, social_plat, month, volume, cityHash64({seed:UInt64}, word, social_plat, month, i) AS h
    FROM ${DB}.social
    ARRAY JOIN range(toUInt32(least({max:UInt32}, greatest(1, round(volume / {per:UInt32}))))) AS i
    WHERE volume > 0
  ) AS x
  INNER JOIN (SELECT DISTINCT word, social_plat, size FROM ${DB}.tmp_social_pool) AS n ON n.word = x.word AND n.social_plat = x.social_plat
) AS y
INNER JOIN ${DB}.tmp_social_pool AS a ON a.word = y.word AND a.social_plat = y.social_plat AND a.k = y.k
INNER JOIN ${DB}.social_talents AS t ON t.social_plat = a.social_plat AND t.talent_id = a.talent_id`

export const DROP_SOCIAL_SCRATCH = [`DROP TABLE IF EXISTS ${DB}.tmp_social_pool SYNC`]
