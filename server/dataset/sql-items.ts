// Items and their monthly facts, generated set-based inside ClickHouse from numbers(): every
// random choice is a cityHash64 of (seed, platform, item number or id, purpose), so the data is the
// same on every run and machine without a random function.
import { DB } from '../analytics/client'
import { FACT_START_INDEX } from './curves'
import { BAND_YEAR_INDEX, UNIT_ELASTICITY, listPriceFactorSql, pricePointSql } from './prices'
import { PRICE_ELASTICITY } from './promotions'

const SRC = (field: string) => `(SELECT ${field} FROM ${DB}.gen_source WHERE platform = {p:String}) AS ${field}`
const GLOBAL = (field: string) => `(SELECT ${field} FROM ${DB}.gen_global) AS ${field}`

/** The item's drift rate and its last month on sale (facts run from launch to launch + life, or to month e). */
const DRIFT = 'transform(cat_l1, fam_l1, fam_drift, 0.)'
const last = (launch: string) => `least(toUInt32(${launch}) + life, {e:UInt16})`

/**
 * Params: p (source), seed, e (index of the last month), n (items), id_base, scale (volume), english.
 * An item's price is its list price in its last month on sale: a point of its type's band (most
 * items near the cheap end), moved by its family's drift to its launch year, then by its own
 * drift to its last month. Its units at that price: the family's spend over the price, and fewer
 * still for the dearer items of a type.
 */
export const INSERT_ITEMS = `
INSERT INTO ${DB}.items
WITH ${SRC('leaf_ids')}, ${SRC('leaf_l1')}, ${SRC('leaf_l2')}, ${SRC('leaf_names')}, ${SRC('leaf_fam')},
     ${SRC('leaf_season')}, ${SRC('leaf_weight')}, ${SRC('leaf_pmin')}, ${SRC('leaf_pmax')}, ${SRC('leaf_attrs')},
     ${SRC('leaf_suffixes')}, ${SRC('leaf_concepts')}, ${SRC('leaf_concepts_shown')}, ${SRC('fam_brands')},
     ${SRC('fam_brand_ids')}, ${SRC('fam_l1')}, ${SRC('fam_drift')}, ${SRC('fam_spend')},
     ${GLOBAL('concept_starts')}
SELECT
  {p:String} AS platform,
  item_id,
  leaf_ids[li] AS category_id,
  cat_l1,
  leaf_l2[li] AS cat_l2,
  fam_brand_ids[fam][bi] AS brand_id,
  if({english:UInt8} = 1,
     concat(fam_brands[fam][bi], ' ', if(shown != '', concat(shown, ' '), ''), attr1,
            if(attr2 != attr1, concat(' ', attr2), ''), ' ', leaf_names[li], ', ', suffix),
     concat(fam_brands[fam][bi], ' ', if(shown != '', concat(shown, ' '), ''), attr1,
            if(attr2 != attr1, attr2, ''), ' ', leaf_names[li], ' ', suffix)) AS title,
  toUInt16(launch_raw) AS launch,
  life,
  leaf_season[li] AS season,
  toDecimal64(round(price_now, 2), 2) AS price,
  {scale:Float64} * leaf_weight[li] * (8 + 420 * pow(u_vol, 6)) * fam_spend[fam] / band_mid
    * pow(band_mid / price_now, ${UNIT_ELASTICITY}) AS base_volume,
  toUInt16(concept) AS concept
FROM (
  SELECT number,
    {id_base:UInt64} + number AS item_id,
    cityHash64({seed:UInt64}, {p:String}, number) AS h,
    1 + h % length(leaf_ids) AS li,
    leaf_fam[li] AS fam,
    leaf_l1[li] AS cat_l1,
    leaf_concepts[li] AS lc,
    cityHash64(h, 'launch') % ({e:UInt16} + 1) AS launch_raw,
    toUInt16(6 + cityHash64(h, 'life') % 43) AS life,
    if(length(lc) > 0 AND cityHash64(h, 'has_concept') % 100 < 45, 1 + cityHash64(h, 'concept') % length(lc), 0) AS k,
    if(k > 0, lc[k], 0) AS pick,
    -- an item only carries a concept that existed when it launched, so launches stay uniform in time
    if(pick > 0 AND concept_starts[pick] <= launch_raw, pick, 0) AS concept,
    if(concept > 0, leaf_concepts_shown[li][k], '') AS shown,
    1 + cityHash64(h, 'brand') % length(fam_brands[fam]) AS bi,
    leaf_attrs[li][1 + cityHash64(h, 'a1') % length(leaf_attrs[li])] AS attr1,
    leaf_attrs[li][1 + cityHash64(h, 'a2') % length(leaf_attrs[li])] AS attr2,
    replace(leaf_suffixes[li][1 + cityHash64(h, 'sfx') % length(leaf_suffixes[li])], '{year}',
            toString(2015 + intDiv(toUInt32(launch_raw), 12))) AS suffix,
    (cityHash64(h, 'price') % 10000) / 10000 AS u_price,
    (cityHash64(h, 'vol') % 10000) / 10000 AS u_vol,
    sqrt(leaf_pmin[li] * leaf_pmax[li]) AS band_mid,
    ${pricePointSql(
      `leaf_pmin[li] * pow(leaf_pmax[li] / leaf_pmin[li], pow(u_price, 1.4))
      * pow(1 + ${DRIFT}, (toInt32(launch_raw) - ${BAND_YEAR_INDEX}) / 12)`,
      '{english:UInt8}',
    )} AS launch_price,
    ${pricePointSql(`launch_price / ${listPriceFactorSql(DRIFT, 'item_id', 'launch_raw', 'launch_raw', last('launch_raw'))}`, '{english:UInt8}')} AS price_now
  FROM numbers({n:UInt64})
)`

/**
 * Params: p, e. One row per item and month it sells in, from 2017-01 to month e. The month's list
 * price follows the item's drift; in a sale month the item cuts it by its share of the platform's
 * discount (some items sit out, some cut deep), and its units rise with the cut. Sales are units
 * times the price paid, so they are not units times one price.
 */
export const INSERT_FACTS = `
INSERT INTO ${DB}.facts
WITH ${SRC('market')}, ${SRC('calendar')}, ${SRC('discount')}, ${SRC('seasons')}, ${SRC('fam_l1')}, ${SRC('fam_drift')},
     ${SRC('english')}, ${GLOBAL('concept_curves')}
SELECT platform, cat_l1, cat_l2, category_id, addMonths(toDate('2015-01-01'), m) AS month, item_id, brand_id,
       toUInt64(round(paid * vol)) AS sales, vol AS volume
FROM (
  SELECT platform, cat_l1, cat_l2, category_id, item_id, brand_id, m,
    ${pricePointSql(`price_now * ${listPriceFactorSql(DRIFT, 'item_id', 'm', 'launch', last('launch'))}`, 'english')} AS list_price,
    least(0.5, discount[m + 1] * joins) AS cut,
    list_price * (1 - cut) AS paid,
    toUInt32(round(base_volume * market[m + 1] * calendar[m + 1] * seasons[season + 1][m + 1]
      * concept_curves[concept + 1][m + 1]
      * least(1, (m - launch + 1) / 3) * if(m - launch > life * 0.75, 0.6, 1)
      * (0.75 + (cityHash64(item_id, m) % 1000) / 2000)
      * pow(1 - cut, -${PRICE_ELASTICITY}))) AS vol
  FROM (
    SELECT platform, cat_l1, cat_l2, category_id, item_id, brand_id, launch, life, season, concept, base_volume,
      toFloat64(price) AS price_now,
      -- one item in seven keeps its price in the sales; the others cut 0.4 to 1.6 times the average
      if(cityHash64(item_id, 'joins') % 7 = 0, 0, 0.4 + (cityHash64(item_id, 'depth') % 1000) / 1000 * 1.2) AS joins
    FROM ${DB}.items
    WHERE platform = {p:String}
  )
  ARRAY JOIN range(toUInt32(greatest(launch, ${FACT_START_INDEX})), toUInt32(least(launch + life, {e:UInt16}) + 1)) AS m
)
WHERE vol > 0`
