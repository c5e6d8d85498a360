// The precomputed concept ranking: concept words are matched against DISTINCT titles once (by the
// rule of a search: every word of a multi-word concept somewhere in the title), the
// matches joined to the facts, summed per (platform, category scope, month), rolled into
// one-month and three-month periods, set against the same period a year earlier and ranked by
// the growth definition (constants from src/domain/growth, passed as parameters).
import { DB } from '../analytics/client'
import { MIN_BASE_SALES, MIN_NEW_SALES } from '../../src/domain/growth'
import { shiftMonth } from '../../src/domain/months'
import { platformsCounting, SOURCES } from '../../src/domain/platforms'

const WORDS = `(SELECT rank_words_zh FROM ${DB}.gen_global) AS wz, (SELECT rank_words_en FROM ${DB}.gen_global) AS we`

/**
 * word_id indexes arrayConcat(wz, we): zh words first, then en words. A title matches a ranked word
 * when it holds each of the word's tokens (rankingTokens in gen-params.ts: the shared parser's
 * words, joined by and), case-insensitively, as positionCaseInsensitiveUTF8 in concept-sql.ts
 * matches a search: "Protein Coffee" counts the titles with Protein and Coffee, as searching it does.
 * All tokens of a language are found in one multiSearch pass per distinct title; the tokens found
 * are joined to the words holding them, and a word matches when all of its tokens were found. (A
 * lambda testing each word's tokens against the title's positions copies the positions once per
 * word and ran out of memory on the default dataset.)
 */
export const INSERT_ITEM_WORDS = `
INSERT INTO ${DB}.item_words
WITH ${WORDS},
     (SELECT rank_tokens_zh FROM ${DB}.gen_global) AS tz, (SELECT rank_word_tokens_zh FROM ${DB}.gen_global) AS wtz,
     (SELECT rank_tokens_en FROM ${DB}.gen_global) AS te, (SELECT rank_word_tokens_en FROM ${DB}.gen_global) AS wte
SELECT i.platform, i.item_id, t.word_id, t.word
FROM ${DB}.items AS i
INNER JOIN (
  SELECT f.title AS title, w.word_id AS word_id, any(w.word) AS word
  FROM (
    SELECT title, toUInt8(0) AS en,
           toUInt16(arrayJoin(arrayFilter((k, pos) -> pos > 0, arrayEnumerate(tz), multiSearchAllPositionsCaseInsensitiveUTF8(title, tz)))) AS tok
    FROM (SELECT DISTINCT title FROM ${DB}.items WHERE platform NOT IN ('gamazon', 'ebay'))
    UNION ALL
    SELECT title, toUInt8(1) AS en,
           toUInt16(arrayJoin(arrayFilter((k, pos) -> pos > 0, arrayEnumerate(te), multiSearchAllPositionsCaseInsensitiveUTF8(title, te)))) AS tok
    FROM (SELECT DISTINCT title FROM ${DB}.items WHERE platform IN ('gamazon', 'ebay'))
  ) AS f
  INNER JOIN (
    SELECT toUInt8(0) AS en, toUInt16(k) AS word_id, wz[k] AS word, toUInt16(arrayJoin(wtz[k])) AS tok, length(wtz[k]) AS n
    FROM (SELECT arrayJoin(arrayEnumerate(wz)) AS k)
    UNION ALL
    SELECT toUInt8(1) AS en, toUInt16(length(wz) + k) AS word_id, we[k] AS word, toUInt16(arrayJoin(wte[k])) AS tok, length(wte[k]) AS n
    FROM (SELECT arrayJoin(arrayEnumerate(we)) AS k)
  ) AS w ON f.en = w.en AND f.tok = w.tok
  GROUP BY title, word_id
  HAVING count() = any(w.n)
) AS t ON i.title = t.title`

/**
 * Rows of a source (src) and category (l1, l2) counted again under every scope holding them (0 =
 * root, level 1, level 2) and every platform combining the source (the chance platforms): sums and
 * counts of items add up, since an item has one category and one source.
 */
const quoted = (xs: readonly string[]) => `[${xs.map((x) => `'${x}'`).join(', ')}]`
const TO_SCOPES = `ARRAY JOIN [toUInt64(0), l1, l2] AS scope
ARRAY JOIN multiIf(${SOURCES.map((src) => `src = '${src}', ${quoted(platformsCounting(src))}`).join(', ')}, [toString(src)]) AS plat`

/** Sums per platform (chance platforms combine their sources), scope (0 = root, level 1, level 2), word, month. */
export const CREATE_CONCEPT_MONTH = `
CREATE TABLE ${DB}.tmp_concept_month ENGINE = MergeTree ORDER BY (platform, cat_id, word_id, month) AS
SELECT plat AS platform, scope AS cat_id, word_id, month, sum(s) AS sales, sum(v) AS volume
FROM (
  SELECT f.platform AS src, f.cat_l1 AS l1, f.cat_l2 AS l2, f.month AS month, iw.word_id AS word_id,
         sum(f.sales) AS s, sum(toUInt64(f.volume)) AS v
  FROM ${DB}.facts AS f
  INNER JOIN ${DB}.item_words AS iw ON f.platform = iw.platform AND f.item_id = iw.item_id
  GROUP BY src, l1, l2, month, word_id
)
${TO_SCOPES}
GROUP BY platform, cat_id, word_id, month`

/**
 * Params: end (Date). One-month periods, and three-month periods named by their last month. The
 * three-month periods ending in the data's first two months are kept although they are partial:
 * they are the bases of the periods a year later, which /api/search sums over whatever months of
 * the base hold data (without them every word of the three-month rankings ending 2018-01
 * and 2018-02 had base 0 and read "new"). INSERT_CONCEPT_RANK leaves them out as periods of their own.
 */
export const CREATE_CONCEPT_PERIOD = `
CREATE TABLE ${DB}.tmp_concept_period ENGINE = MergeTree ORDER BY (platform, cat_id, is_multi_month, word_id, month) AS
SELECT platform, cat_id, word_id, is_multi_month, period AS month, sum(sales) AS sales, sum(volume) AS volume
FROM (
  SELECT platform, cat_id, word_id, sales, volume, tupleElement(pm, 1) AS is_multi_month, tupleElement(pm, 2) AS period
  FROM ${DB}.tmp_concept_month
  ARRAY JOIN [(toUInt8(0), month), (toUInt8(1), month), (toUInt8(1), addMonths(month, 1)), (toUInt8(1), addMonths(month, 2))] AS pm
)
WHERE period <= {end:Date}
GROUP BY platform, cat_id, word_id, is_multi_month, period`

/**
 * Params: end (Date). The distinct items behind each word's figures per period ("Thin
 * evidence"), as /api/search counts them: an item with facts in any month of the period counts once.
 * An item belongs to one category (and one source), so the counts of the level-2 categories under
 * a scope and of the sources of a combined platform add up; only the months need distinct counting.
 */
export const CREATE_CONCEPT_ITEMS = `
CREATE TABLE ${DB}.tmp_concept_items ENGINE = MergeTree ORDER BY (platform, cat_id, is_multi_month, word_id, month) AS
SELECT plat AS platform, scope AS cat_id, word_id, is_multi_month, period AS month, toUInt32(sum(n)) AS items
FROM (
  SELECT src, l1, l2, word_id, tupleElement(pm, 1) AS is_multi_month, tupleElement(pm, 2) AS period, uniqExact(item_id) AS n
  FROM (
    SELECT f.platform AS src, f.cat_l1 AS l1, f.cat_l2 AS l2, iw.word_id AS word_id, f.item_id AS item_id, f.month AS m
    FROM ${DB}.facts AS f
    INNER JOIN ${DB}.item_words AS iw ON f.platform = iw.platform AND f.item_id = iw.item_id
  )
  ARRAY JOIN [(toUInt8(0), m), (toUInt8(1), m), (toUInt8(1), addMonths(m, 1)), (toUInt8(1), addMonths(m, 2))] AS pm
  WHERE period <= {end:Date}
  GROUP BY src, l1, l2, word_id, is_multi_month, period
)
${TO_SCOPES}
GROUP BY platform, cat_id, word_id, is_multi_month, period`

/**
 * (platform, scope, word_id) of the ranked words that, in a scope, are found in exactly the items of
 * a longer ranked word holding them: "Quiet" where every title saying it says "Quiet Luxury", "Pro"
 * where it is only ever the end of "Waterproof". Such a word would be ranked beside the longer one
 * with the same figures in every month, one list under two names, so the ranking keeps the longer,
 * more telling one there. Where the shorter word is also said on its own, both are ranked.
 * A title holding the longer word holds the shorter one (matching finds words inside words), so
 * the two lists are the same when no item has one of them without the other.
 */
const SAME_AS_LONGER = `
WITH ${WORDS}, arrayConcat(wz, we) AS words,
     arrayFilter(pr -> pr.1 != pr.2 AND positionCaseInsensitiveUTF8(words[pr.2], words[pr.1]) > 0,
       arrayFlatten(arrayMap(s -> arrayMap(l -> (s, l), arrayEnumerate(words)), arrayEnumerate(words)))) AS pairs
SELECT toString(plat) AS platform, scope AS cat_id, toUInt16(short_id) AS word_id
FROM (
  SELECT src, l1, l2, pr.1 AS short_id, pr.2 AS long_id, countIf(has(ws, short_id) != has(ws, long_id)) AS apart
  FROM (
    SELECT iw.platform AS src, i.cat_l1 AS l1, i.cat_l2 AS l2, groupArray(iw.word_id) AS ws
    FROM ${DB}.item_words AS iw
    INNER JOIN ${DB}.items AS i ON i.platform = iw.platform AND i.item_id = iw.item_id
    GROUP BY src, iw.item_id, l1, l2
  )
  ARRAY JOIN pairs AS pr
  WHERE has(ws, short_id) OR has(ws, long_id)
  GROUP BY src, l1, l2, short_id, long_id
)
${TO_SCOPES}
GROUP BY plat, scope, short_id, long_id
HAVING sum(apart) = 0`

/**
 * Params: min_base, min_new (UInt64), min_items (UInt32), first_multi (Date: the first three-month
 * period whose months all hold data, the data's first month + 2; /api/ecommerce answers -404 before
 * it), ts_min (Date: the data's first month). Stores the keys of the growth order (GROWTH_ORDER in analytics/ranking-order.ts):
 * 'new' (no base, enough sales) first, then the year-on-year % rounded to one decimal half away
 * from zero (as changePercent rounds) descending, then sales descending. In integers:
 * yoy_x10 = sign(d) * floor((|d| * 2000 + b) / (2b)), d = sales - base. A page of one partition
 * (a few hundred words at most) is sorted at query time, so no window function runs at build time.
 * A row is rankable (and 'new') only when its base starts at or after ts_min — a base
 * month without data is unknown, not 0 — and when at least min_items items sold in the period
 * (isRankable in src/domain/growth). So a period whose base reaches before the data ranks nothing.
 */
export const INSERT_CONCEPT_RANK = `
INSERT INTO ${DB}.concept_rank
WITH ${WORDS}
SELECT c.platform, c.cat_id, c.is_multi_month, c.month, arrayConcat(wz, we)[c.word_id] AS word, c.sales, c.volume,
  b.sales AS sales_base, b.volume AS volume_base,
  toUInt8(addMonths(c.month, if(c.is_multi_month = 1, -14, -12)) >= {ts_min:Date}) AS base_complete,
  toUInt8(base_complete AND n.items >= {min_items:UInt32}
          AND (b.sales >= {min_base:UInt64} OR (b.sales = 0 AND c.sales >= {min_new:UInt64}))) AS rankable,
  toUInt8(base_complete AND b.sales = 0) AS is_new,
  toInt64(c.sales) - toInt64(b.sales) AS diff,
  if(b.sales = 0, toInt64(0),
     if(diff >= 0, intDiv(diff * 2000 + toInt64(b.sales), toInt64(b.sales) * 2),
                   -intDiv(-diff * 2000 + toInt64(b.sales), toInt64(b.sales) * 2))) AS yoy_x10,
  n.items AS item_count
FROM (SELECT *, addMonths(month, -12) AS base_month FROM ${DB}.tmp_concept_period) AS c
LEFT JOIN ${DB}.tmp_concept_period AS b
  ON c.platform = b.platform AND c.cat_id = b.cat_id AND c.is_multi_month = b.is_multi_month
 AND c.word_id = b.word_id AND c.base_month = b.month
LEFT JOIN ${DB}.tmp_concept_items AS n
  ON c.platform = n.platform AND c.cat_id = n.cat_id AND c.is_multi_month = n.is_multi_month
 AND c.word_id = n.word_id AND c.month = n.month
WHERE (c.is_multi_month = 0 OR c.month >= {first_multi:Date})
  AND (c.platform, c.cat_id, c.word_id) NOT IN (${SAME_AS_LONGER})
SETTINGS join_use_nulls = 0`

/**
 * The parameters of INSERT_CONCEPT_RANK for data starting in `tsMin` (YYYY-MM) with at least `minItems`
 * items behind a ranked word (minRankedItems of the dataset): the dataset build and the importer's refresh.
 */
export function conceptRankParams(
  tsMin: string,
  minItems: number,
): { min_base: number; min_new: number; min_items: number; first_multi: string; ts_min: string } {
  return {
    min_base: MIN_BASE_SALES,
    min_new: MIN_NEW_SALES,
    min_items: minItems,
    first_multi: `${shiftMonth(tsMin, 2)}-01`,
    ts_min: `${tsMin}-01`,
  }
}

export const DROP_SCRATCH = [
  `DROP TABLE IF EXISTS ${DB}.tmp_concept_month SYNC`,
  `DROP TABLE IF EXISTS ${DB}.tmp_concept_period SYNC`,
  `DROP TABLE IF EXISTS ${DB}.tmp_concept_items SYNC`,
  `DROP TABLE IF EXISTS ${DB}.gen_source SYNC`,
  `DROP TABLE IF EXISTS ${DB}.gen_global SYNC`,
]

/**
 * Params: seed, e. Social volume per word, social platform and month, following the word's curve on
 * that platform (social_curves holds three per word, in the order of SOCIAL_PLATFORMS).
 */
export const INSERT_SOCIAL = `
INSERT INTO ${DB}.social
WITH (SELECT social_words FROM ${DB}.gen_global) AS words, (SELECT social_curves FROM ${DB}.gen_global) AS curves,
     {e:UInt32} + 1 - 24 AS span
SELECT word, sp AS social_plat, addMonths(toDate('2015-01-01'), m) AS month,
  toUInt64(round(base * multiIf(
      sp = 'douyin', 0.1 + 3.2 / (1 + exp(-(m - 54) / 8)),
      sp = 'xhs', 0.15 + 1.8 / (1 + exp(-(m - 66) / 10)),
      1.3 * pow(0.93, (m - 24) / 12))
    * curves[(wi - 1) * 3 + indexOf(['douyin', 'weibo', 'xhs'], sp)][m + 1] * (0.8 + (cityHash64({seed:UInt64}, word, sp, m) % 1000) / 2500))) AS volume
FROM (
  SELECT 1 + intDiv(number, span) AS wi, toUInt32(24 + number % span) AS m, words[wi] AS word,
         1500 + cityHash64({seed:UInt64}, words[wi]) % 60000 AS base
  FROM numbers(length(words) * span)
)
ARRAY JOIN ['douyin', 'weibo', 'xhs'] AS sp`
