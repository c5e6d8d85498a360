// The brands mentioned with each social concept per platform and month. A concept's brands are the
// ones whose items carry it in their titles (zh concepts on the zh marketplaces, en ones on Amazon
// and eBay), weighted by those items' sales weight; each month a brand's mentions are its share of
// the concept's volume, with a lean per platform (a brand is bigger on one app than another) and noise.
import { DB } from '../analytics/client'

/** Brands kept per concept: more than the top 10 shown, so the top 10 moves from month to month. */
export const BRANDS_PER_CONCEPT = 16
/** Share of a concept's mentions that name a brand at all. */
const BRANDED_SHARE = 0.3

/** Params: seed. */
export const INSERT_SOCIAL_BRANDS = `
INSERT INTO ${DB}.social_brands
SELECT s.word, s.social_plat, s.month, b.brand,
  toUInt64(round(s.volume * ${BRANDED_SHARE} * b.share
    * (0.5 + (cityHash64({seed:UInt64}, b.brand, s.social_plat) % 1000) / 1000)
    * (0.7 + (cityHash64({seed:UInt64}, s.word, b.brand, s.social_plat, s.month) % 1000) / 1666))) AS mentions
FROM ${DB}.social AS s
INNER JOIN (
  SELECT word, brand, weight / sum(weight) OVER (PARTITION BY word) AS share
  FROM (
    SELECT w.word AS word, b.name AS brand, sum(w.weight) AS weight
    FROM (
      -- summed per item brand before the names are joined, and items read for the four columns
      -- needed: joining the whole items table and the brands in one go took minutes on the default dataset
      SELECT toString(iw.word) AS word, i.platform AS platform, i.brand_id AS brand_id, sum(i.base_volume) AS weight
      FROM ${DB}.item_words AS iw
      INNER JOIN (SELECT platform, item_id, brand_id, base_volume FROM ${DB}.items) AS i ON i.platform = iw.platform AND i.item_id = iw.item_id
      GROUP BY word, platform, brand_id
    ) AS w
    INNER JOIN ${DB}.brands AS b ON b.platform = w.platform AND b.brand_id = w.brand_id
    GROUP BY word, brand
    ORDER BY word, weight DESC, brand
    LIMIT ${BRANDS_PER_CONCEPT} BY word
  )
) AS b ON b.word = s.word
WHERE s.volume > 0 AND mentions > 0`
