// Items and their monthly facts, generated set-based inside ClickHouse from numbers(): every
// random choice is a cityHash64 of (seed, platform, item number, purpose), so the data is the same
// on every run and machine without a random function.
import { DB } from '../analytics/client'
import { FACT_START_INDEX } from './curves'

const SRC = (field: string) => `(SELECT ${field} FROM ${DB}.gen_source WHERE platform = {p:String}) AS ${field}`
const GLOBAL = (field: string) => `(SELECT ${field} FROM ${DB}.gen_global) AS ${field}`

/** Params: p (source), seed, e (index of the last month), n (items), id_base, scale (volume), english. */
export const INSERT_ITEMS = `
INSERT INTO ${DB}.items
WITH ${SRC('leaf_ids')}, ${SRC('leaf_l1')}, ${SRC('leaf_l2')}, ${SRC('leaf_names')}, ${SRC('leaf_fam')},
     ${SRC('leaf_season')}, ${SRC('leaf_weight')}, ${SRC('fam_attrs')}, ${SRC('fam_brands')},
     ${SRC('fam_brand_ids')}, ${SRC('fam_concepts')}, ${SRC('fam_pmin')}, ${SRC('fam_pmax')},
     ${SRC('fam_suffixes')},
     ${GLOBAL('concept_words')}, ${GLOBAL('concept_starts')}
SELECT
  {p:String} AS platform,
  {id_base:UInt64} + number AS item_id,
  leaf_ids[li] AS category_id,
  leaf_l1[li] AS cat_l1,
  leaf_l2[li] AS cat_l2,
  fam_brand_ids[fam][bi] AS brand_id,
  if({english:UInt8} = 1,
     concat(fam_brands[fam][bi], ' ', if(concept > 0, concat(concept_words[concept], ' '), ''), attr1,
            if(attr2 != attr1, concat(' ', attr2), ''), ' ', leaf_names[li], ', ', suffix),
     concat(fam_brands[fam][bi], ' ', if(concept > 0, concat(concept_words[concept], ' '), ''), attr1,
            if(attr2 != attr1, attr2, ''), ' ', leaf_names[li], ' ', suffix)) AS title,
  toUInt16(launch_raw) AS launch,
  toUInt16(6 + cityHash64(h, 'life') % 43) AS life,
  leaf_season[li] AS season,
  toDecimal64(round(fam_pmin[fam] + (fam_pmax[fam] - fam_pmin[fam]) * pow(u_price, 2.5), 1), 2) AS price,
  {scale:Float64} * leaf_weight[li] * (8 + 420 * pow(u_vol, 6)) AS base_volume,
  toUInt16(concept) AS concept
FROM (
  SELECT number,
    cityHash64({seed:UInt64}, {p:String}, number) AS h,
    1 + h % length(leaf_ids) AS li,
    leaf_fam[li] AS fam,
    fam_concepts[fam] AS fc,
    cityHash64(h, 'launch') % ({e:UInt16} + 1) AS launch_raw,
    if(length(fc) > 0 AND cityHash64(h, 'has_concept') % 100 < 45, fc[1 + cityHash64(h, 'concept') % length(fc)], 0) AS pick,
    -- an item only carries a concept that existed when it launched, so launches stay uniform in time
    if(pick > 0 AND concept_starts[pick] <= launch_raw, pick, 0) AS concept,
    1 + cityHash64(h, 'brand') % length(fam_brands[fam]) AS bi,
    fam_attrs[fam][1 + cityHash64(h, 'a1') % length(fam_attrs[fam])] AS attr1,
    fam_attrs[fam][1 + cityHash64(h, 'a2') % length(fam_attrs[fam])] AS attr2,
    replace(fam_suffixes[fam][1 + cityHash64(h, 'sfx') % length(fam_suffixes[fam])], '{year}',
            toString(2015 + intDiv(toUInt32(launch_raw), 12))) AS suffix,
    (cityHash64(h, 'price') % 10000) / 10000 AS u_price,
    (cityHash64(h, 'vol') % 10000) / 10000 AS u_vol
  FROM numbers({n:UInt64})
)`

/** Params: p, e. One row per item and month it sells in, from 2017-01 to month e. */
export const INSERT_FACTS = `
INSERT INTO ${DB}.facts
WITH ${SRC('market')}, ${SRC('calendar')}, ${GLOBAL('concept_curves')}, ${GLOBAL('seasons')}
SELECT platform, cat_l1, cat_l2, category_id, addMonths(toDate('2015-01-01'), m) AS month, item_id, brand_id,
       toUInt64(round(toFloat64(price) * vol)) AS sales, vol AS volume
FROM (
  SELECT platform, cat_l1, cat_l2, category_id, item_id, brand_id, price, m,
    toUInt32(round(base_volume * market[m + 1] * calendar[m % 12 + 1] * seasons[season + 1][m % 12 + 1]
      * concept_curves[concept + 1][m + 1]
      * least(1, (m - launch + 1) / 3) * if(m - launch > life * 0.75, 0.6, 1)
      * (0.75 + (cityHash64(item_id, m) % 1000) / 2000))) AS vol
  FROM ${DB}.items
  ARRAY JOIN range(toUInt32(greatest(launch, ${FACT_START_INDEX})), toUInt32(least(launch + life, {e:UInt16}) + 1)) AS m
  WHERE platform = {p:String}
)
WHERE vol > 0`
