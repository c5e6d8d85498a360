// Response `data` schemas of the concept calls, mirroring types/search.ts (the OpenAPI document
// shows them; the serializer writes exactly these fields).
import { Type, type TSchema } from '@sinclair/typebox'

import { Label, MonthString, Pct } from './catalog-schemas'
import { IntEnum, StringEnum } from './schemas'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
const Plat = StringEnum(CATALOG_PLATFORMS)

// null: unknown, when a month of the base (or a trend month) has no data
const Num = Type.Union([Type.Number(), Type.Null()])
const MissingMonths = Type.Array(MonthString, {
  description: 'months of the period and its base without data (before the first month of data), oldest first',
})

const growth = {
  sales: Type.Number(),
  sales_base: Num,
  sales_yoy: Pct,
  sales_change: Num,
  volume: Type.Number(),
  volume_base: Num,
  volume_yoy: Pct,
  volume_change: Num,
  label: Label,
}
export const GrowthFiguresSchema = Type.Object(growth)

/** The currency of an answer's amounts, and the hint beside figures that may be 0 whatever the data (types/search.ts). */
export const CurrencySchema = Type.Union([Type.Literal('CNY'), Type.Literal('USD')])
const hintFields = { hint: Type.Union([Type.Literal('english_titles'), Type.Null()]), hint_msg: Type.String() }

const scope = {
  word: Type.String(),
  words: Type.Array(Type.String()),
  plat: Plat,
  cid: Type.Array(Type.Integer()),
  category_names: Type.Array(Type.String()),
  category_names_en: Type.Array(Type.String()),
  all_categories: Type.Boolean(),
  start: MonthString,
  end: MonthString,
  base_start: MonthString,
  base_end: MonthString,
  is_multi_month: IntEnum([0, 1] as const),
  partial: Type.Boolean(),
  missing_months: MissingMonths,
  currency: CurrencySchema,
  ...hintFields,
}

export function withScope<T extends Record<string, TSchema>>(fields: T) {
  return Type.Object({ ...scope, ...fields })
}

export const TrendPointSchema = Type.Object({
  month: MonthString,
  sales: Num,
  volume: Num,
  sales_base: Num,
  sales_yoy: Pct,
  sales_mom: Pct,
  volume_yoy: Pct,
  volume_mom: Pct,
  partial: Type.Boolean(),
})

export const SearchResultSchema = withScope({
  summary: Type.Object({ ...growth, items: Type.Integer(), avg_price: Type.Number() }),
  min_items: Type.Integer(),
  trend: Type.Array(TrendPointSchema),
})

export const CategoryBreakdownSchema = withScope({
  total_sales: Type.Number(),
  total_sales_base: Num,
  rows: Type.Array(
    Type.Object({
      ...growth,
      category_id: Type.Integer(),
      name: Type.String(),
      name_en: Type.String(),
      level: Type.Integer(),
      is_parent: Type.Boolean(),
      share: Pct,
    }),
  ),
})

export const BrandCloudSchema = withScope({
  total_sales: Type.Number(),
  total_sales_base: Num,
  brand_count: Type.Integer(),
  rows: Type.Array(Type.Object({ ...growth, rank: Type.Integer(), brand_id: Type.Integer(), name: Type.String(), share: Pct })),
})

export const CommodityPageSchema = withScope({
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  sortby: StringEnum(['sales', 'volume', 'growth', 'price'] as const),
  asc: IntEnum([0, 1] as const),
  rows: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      item_id: Type.String({ pattern: '^[0-9]+$', description: 'decimal digits (ids pass 2^53)' }),
      title: Type.String(),
      brand_id: Type.Integer(),
      brand_name: Type.String(),
      category_id: Type.Integer(),
      category_name: Type.String(),
      category_name_en: Type.String(),
      price: Type.Number(),
      sales: Type.Number(),
      sales_base: Num,
      sales_yoy: Pct,
      sales_change: Num,
      volume: Type.Number(),
    }),
  ),
})

export const MarkedSearchSchema = Type.Object({
  start: MonthString,
  end: MonthString,
  months: Type.Array(MonthString),
  missing_months: MissingMonths,
  rows: Type.Array(
    Type.Object({
      word: Type.String(),
      plat: Plat,
      category_id: Type.Integer(),
      category_name: Type.String(),
      currency: CurrencySchema,
      error_code: Type.Integer(),
      error_msg: Type.String(),
      summary: Type.Union([GrowthFiguresSchema, Type.Null()]),
      trend: Type.Array(Num),
    }),
  ),
})

export const MiniSearchSchema = Type.Object({
  word: Type.String(),
  plat: Plat,
  cid: Type.Array(Type.Integer()),
  ts: MonthString,
  partial: Type.Boolean(),
  missing_months: MissingMonths,
  currency: CurrencySchema,
  summary: GrowthFiguresSchema,
  months: Type.Array(MonthString),
  trend: Type.Array(Num),
  top_brands: Type.Array(Type.String()),
})

export const RankingSchema = Type.Object({
  plat: Plat,
  ts: MonthString,
  start: MonthString,
  end: MonthString,
  cid: Type.Integer(),
  partial: Type.Boolean(),
  missing_months: MissingMonths,
  min_items: Type.Integer({ description: 'the fewest items behind a word for its growth to be ranked' }),
  currency: CurrencySchema,
  ...hintFields,
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      word: Type.String(),
      category_id: Type.Integer(),
      category_name: Type.String(),
      category_name_en: Type.String(),
      sales: Type.Number(),
      sales_base: Num,
      sales_yoy: Pct,
      sales_change: Num,
      volume: Type.Number(),
      volume_yoy: Pct,
      label: Label,
      item_count: Type.Integer({ description: 'distinct items with sales in the period' }),
      trend: Type.Array(Num),
    }),
  ),
})
