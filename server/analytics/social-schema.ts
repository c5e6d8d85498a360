// Tables of what is said on the social platforms beside the volumes: the talents (KOLs), their
// posts per concept and month (the mini-program's post list; the top talents of a concept are
// summed from them), and the brands mentioned with a concept per month. Each is read by concept,
// platform and month, so that is how each is ordered.
import { DB } from './client'

export const SOCIAL_CONTENT_TABLES: string[] = [
  `CREATE TABLE IF NOT EXISTS ${DB}.social_talents (
     social_plat LowCardinality(String), talent_id UInt64, nickname String, followers UInt64, category_id UInt64
   ) ENGINE = MergeTree ORDER BY (social_plat, talent_id)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.social_posts (
     word String, social_plat LowCardinality(String), month Date, published_at DateTime('Asia/Shanghai'), post_id String,
     talent_id UInt64, category_id UInt64, title String, likes UInt64, comments UInt64, shares UInt64
   ) ENGINE = MergeTree ORDER BY (word, social_plat, month, published_at)`,
  `CREATE TABLE IF NOT EXISTS ${DB}.social_brands (
     word String, social_plat LowCardinality(String), month Date, brand String, mentions UInt64
   ) ENGINE = MergeTree ORDER BY (word, social_plat, month, brand)`,
]
