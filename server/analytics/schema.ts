// Tables of the analytics store. Facts are ordered for the queries that read them: one platform,
// a category subtree (level 1, level 2, leaf), a month range. The ranking table is ordered so
// one page of one (platform, category, period) is a contiguous range read.
import { DB } from './client'
import { SOCIAL_CONTENT_TABLES } from './social-schema'

export const ANALYTICS_TABLES: string[] = [
  `CREATE TABLE IF NOT EXISTS ${DB}.meta (key String, value String) ENGINE = MergeTree ORDER BY key`,
  `CREATE TABLE IF NOT EXISTS ${DB}.categories (
     platform LowCardinality(String), category_id UInt64, parent_id UInt64, level UInt8,
     name String, name_en String, is_parent UInt8, path Array(UInt64), family LowCardinality(String)
   ) ENGINE = MergeTree ORDER BY (platform, category_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.brands (
     platform LowCardinality(String), brand_id UInt32, name String, family LowCardinality(String)
   ) ENGINE = MergeTree ORDER BY (platform, brand_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.items (
     platform LowCardinality(String), item_id UInt64, category_id UInt64, cat_l1 UInt64, cat_l2 UInt64,
     brand_id UInt32, title String, launch UInt16, life UInt16, season UInt8, price Decimal(12, 2),
     base_volume Float64, concept UInt16
   ) ENGINE = MergeTree ORDER BY (platform, item_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.facts (
     platform LowCardinality(String), cat_l1 UInt64, cat_l2 UInt64, category_id UInt64, month Date,
     item_id UInt64, brand_id UInt32, sales UInt64, volume UInt32
   ) ENGINE = MergeTree ORDER BY (platform, cat_l1, cat_l2, category_id, month, item_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.item_words (
     platform LowCardinality(String), item_id UInt64, word_id UInt16, word LowCardinality(String)
   ) ENGINE = MergeTree ORDER BY (platform, item_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.concept_rank (
     platform LowCardinality(String), cat_id UInt64, is_multi_month UInt8, month Date, word String,
     sales UInt64, volume UInt64, sales_base UInt64, volume_base UInt64, base_complete UInt8, rankable UInt8, is_new UInt8,
     diff Int64, yoy_x10 Int64, item_count UInt32
   ) ENGINE = MergeTree ORDER BY (platform, cat_id, is_multi_month, month, word)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.social (
     word String, social_plat LowCardinality(String), month Date, volume UInt64
   ) ENGINE = MergeTree ORDER BY (word, social_plat, month)`,
  ...SOCIAL_CONTENT_TABLES,
]

/** Scratch tables the generator fills with vocabulary and curves, dropped after the build. */
export const GENERATOR_TABLES: string[] = [
  `CREATE TABLE IF NOT EXISTS ${DB}.gen_source (
     platform String, leaf_ids Array(UInt64), leaf_l1 Array(UInt64), leaf_l2 Array(UInt64),
     leaf_names Array(String), leaf_fam Array(UInt16), leaf_season Array(UInt8), leaf_weight Array(Float64),
     leaf_pmin Array(Float64), leaf_pmax Array(Float64), leaf_attrs Array(Array(String)),
     leaf_suffixes Array(Array(String)), leaf_concepts Array(Array(UInt16)), leaf_concepts_shown Array(Array(String)),
     fam_brands Array(Array(String)), fam_brand_ids Array(Array(UInt32)), fam_l1 Array(UInt64),
     fam_drift Array(Float64), fam_spend Array(Float64), market Array(Float64), calendar Array(Float64),
     discount Array(Float64), seasons Array(Array(Float64)), items UInt64, id_base UInt64, scale Float64, english UInt8
   ) ENGINE = Memory`,
  `CREATE TABLE IF NOT EXISTS ${DB}.gen_global (
     concept_words Array(String), concept_starts Array(UInt16), concept_curves Array(Array(Float64)),
     rank_words_zh Array(String), rank_words_en Array(String),
     rank_tokens_zh Array(String), rank_word_tokens_zh Array(Array(UInt16)),
     rank_tokens_en Array(String), rank_word_tokens_en Array(Array(UInt16)),
     social_words Array(String), social_curves Array(Array(Float64))
   ) ENGINE = Memory`,
]
