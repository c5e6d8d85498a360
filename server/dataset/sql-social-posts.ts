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
 * first, and per concept and platform the list's size. They are the talents of the concept's own
 * field (param fields: per word of field_words, its level-1 category, socialFields in
 * gen-params.ts): a concept sold in several categories is still talked about by the people of the
 * one it belongs to, so a shoe blogger does not lead 轻户外 because trail shoes carry the word.
 * Join-engine tables, read by joinGet: a post looks up the one talent it picks (carrying each
 * concept's whole list into every post row, or joining the list by number, took most of the build's
 * time or minutes). Scratch tables: dropped by DROP_SOCIAL_SCRATCH.
 */
export const CREATE_SOCIAL_POOL = [
  `CREATE TABLE ${DB}.tmp_social_pool (word String, social_plat String, k UInt32, talent_id UInt64, followers UInt64, category_id UInt64)
   ENGINE = Join(ANY, LEFT, word, social_plat, k)`,
  `CREATE TABLE ${DB}.tmp_social_pool_size (word String, social_plat String, size UInt32) ENGINE = Join(ANY, LEFT, word, social_plat)`,
  `CREATE TABLE ${DB}.tmp_social_lists ENGINE = Memory AS
   SELECT w.word AS word, toString(t.social_plat) AS social_plat,
          arrayReverseSort(groupArray((t.followers, t.talent_id, t.category_id))) AS pool
   FROM (
     SELECT tupleElement(wf, 1) AS word, tupleElement(wf, 2) AS field
     FROM (SELECT arrayJoin(arrayZip({field_words:Array(String)}, {fields:Array(UInt64)})) AS wf)
     WHERE word IN (SELECT word FROM ${DB}.social)
   ) AS w
   INNER JOIN ${DB}.social_talents AS t ON t.category_id = w.field
   GROUP BY word, social_plat`,
  `INSERT INTO ${DB}.tmp_social_pool
   SELECT word, social_plat, toUInt32(k), tupleElement(pool[k], 2), tupleElement(pool[k], 1), tupleElement(pool[k], 3)
   FROM ${DB}.tmp_social_lists ARRAY JOIN arrayEnumerate(pool) AS k`,
  `INSERT INTO ${DB}.tmp_social_pool_size SELECT word, social_plat, toUInt32(length(pool)) FROM ${DB}.tmp_social_lists`,
]

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
SELECT word, social_plat, month,
  toDateTime(month, 'Asia/Shanghai') + (cityHash64(h, 'day') % toDayOfMonth(toLastDayOfMonth(month))) * 86400
    + hours[1 + cityHash64(h, 'hour') % length(hours)] * 3600 + cityHash64(h, 'second') % 3600 AS published_at,
  multiIf(social_plat = 'douyin', toString(7000000000000000000 + cityHash64(h, 'id') % 1000000000000000000),
          social_plat = 'weibo', toString(4800000000000000 + cityHash64(h, 'id') % 100000000000000),
          concat(leftPad(lower(hex(cityHash64(h, 'id') % 4294967296)), 8, '0'), leftPad(lower(hex(cityHash64(h, 'id2'))), 16, '0'))) AS post_id,
  joinGet('${DB}.tmp_social_pool', 'talent_id', word, plat, k) AS talent_id,
  joinGet('${DB}.tmp_social_pool', 'category_id', word, plat, k) AS category_id,
  replaceAll(replaceAll(replaceAll(multiIf(social_plat = 'douyin', td[1 + cityHash64(h, 'title') % length(td)],
    social_plat = 'weibo', tw[1 + cityHash64(h, 'title') % length(tw)], tx[1 + cityHash64(h, 'title') % length(tx)]), '{w}', word),
    '{k}', toString(3 + cityHash64(h, 'k') % 7)), '{m}', toString(toMonth(month))) AS title,
  toUInt64(round(joinGet('${DB}.tmp_social_pool', 'followers', word, plat, k) * (0.0015 + 0.025 * pow((cityHash64(h, 'like') % 10000) / 10000, 3))
    * (0.6 + least(2.4, volume / 30000)) + cityHash64(h, 'like0') % 40)) AS likes,
  toUInt64(round(likes * (0.02 + (cityHash64(h, 'comment') % 1000) / 10000))) AS comments,
  toUInt64(round(likes * (0.01 + (cityHash64(h, 'share') % 1000) / 14000))) AS shares
FROM (
  SELECT word, social_plat, toString(social_plat) AS plat, month, volume, h,
    -- the author's place in the concept's list, big accounts more often
    toUInt32(1 + floor(joinGet('${DB}.tmp_social_pool_size', 'size', word, plat) * pow((cityHash64(h, 'author') % 10000) / 10000, 2.2))) AS k
  FROM (
    SELECT word, social_plat, month, volume, cityHash64({seed:UInt64}, word, social_plat, month, i) AS h
    FROM ${DB}.social
    ARRAY JOIN range(toUInt32(least({max:UInt32}, greatest(1, round(volume / {per:UInt32}))))) AS i
    WHERE volume > 0
  )
)`

export const DROP_SOCIAL_SCRATCH = ['tmp_social_pool', 'tmp_social_pool_size', 'tmp_social_lists'].map(
  (t) => `DROP TABLE IF EXISTS ${DB}.${t} SYNC`,
)
