// Response `data` schemas of the concept calls, mirroring types/search.ts (the OpenAPI document
// shows them; the serializer writes exactly these fields).
import { Type, type TSchema } from '@sinclair/typebox'

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
const Pct = Type.Union([Type.Number(), Type.Null()])
const Label = Type.Union([Type.Literal('new'), Type.Literal('breakout'), Type.Null()])
const Plat = Type.String()

const growth = {
  sales: Type.Number(), sales_base: Type.Number(), sales_yoy: Pct, sales_change: Type.Number(),
  volume: Type.Number(), volume_base: Type.Number(), volume_yoy: Pct, volume_change: Type.Number(),
  label: Label,
}
export const GrowthFiguresSchema = Type.Object(growth)

const scope = {
  word: Type.String(), words: Type.Array(Type.String()), plat: Plat, cid: Type.Array(Type.Integer()),
  category_names: Type.Array(Type.String()), category_names_en: Type.Array(Type.String()), all_categories: Type.Boolean(),
  start: Month, end: Month, base_start: Month, base_end: Month,
  is_multi_month: Type.Integer(), partial: Type.Boolean(),
}

function withScope(fields: Record<string, TSchema>) {
  return Type.Object({ ...scope, ...fields })
}

export const TrendPointSchema = Type.Object({
  month: Month, sales: Type.Number(), volume: Type.Number(), sales_base: Type.Number(),
  sales_yoy: Pct, sales_mom: Pct, volume_yoy: Pct, volume_mom: Pct, partial: Type.Boolean(),
})

export const SearchResultSchema = withScope({
  summary: Type.Object({ ...growth, items: Type.Integer(), avg_price: Type.Number() }),
  trend: Type.Array(TrendPointSchema),
})

export const CategoryBreakdownSchema = withScope({
  total_sales: Type.Number(), total_sales_base: Type.Number(),
  rows: Type.Array(Type.Object({
    ...growth, category_id: Type.Integer(), name: Type.String(), name_en: Type.String(), level: Type.Integer(),
    is_parent: Type.Boolean(), share: Pct,
  })),
})

export const BrandCloudSchema = withScope({
  total_sales: Type.Number(), total_sales_base: Type.Number(), brand_count: Type.Integer(),
  rows: Type.Array(Type.Object({ ...growth, rank: Type.Integer(), brand_id: Type.Integer(), name: Type.String(), share: Pct })),
})

export const CommodityPageSchema = withScope({
  total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), sortby: Type.String(), asc: Type.Integer(),
  rows: Type.Array(Type.Object({
    rank: Type.Integer(), item_id: Type.String({ pattern: '^[0-9]+$', description: 'decimal digits (ids pass 2^53)' }), title: Type.String(), brand_id: Type.Integer(), brand_name: Type.String(),
    category_id: Type.Integer(), category_name: Type.String(), category_name_en: Type.String(), price: Type.Number(),
    sales: Type.Number(), sales_base: Type.Number(), sales_yoy: Pct, sales_change: Type.Number(), volume: Type.Number(),
  })),
})

export const MarkedSearchSchema = Type.Object({
  start: Month, end: Month, months: Type.Array(Month),
  rows: Type.Array(Type.Object({
    word: Type.String(), plat: Plat, category_id: Type.Integer(), category_name: Type.String(),
    error_code: Type.Integer(), error_msg: Type.String(),
    summary: Type.Union([GrowthFiguresSchema, Type.Null()]), trend: Type.Array(Type.Number()),
  })),
})

export const MiniSearchSchema = Type.Object({
  word: Type.String(), plat: Plat, cid: Type.Array(Type.Integer()), ts: Month, partial: Type.Boolean(),
  summary: GrowthFiguresSchema, months: Type.Array(Month), trend: Type.Array(Type.Number()), top_brands: Type.Array(Type.String()),
})

export const RankingSchema = Type.Object({
  plat: Plat, ts: Month, start: Month, end: Month, cid: Type.Integer(), partial: Type.Boolean(),
  total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(),
  rows: Type.Array(Type.Object({
    rank: Type.Integer(), word: Type.String(), category_id: Type.Integer(), category_name: Type.String(),
    category_name_en: Type.String(), sales: Type.Number(), sales_base: Type.Number(), sales_yoy: Pct,
    sales_change: Type.Number(), volume: Type.Number(), volume_yoy: Pct, label: Label, trend: Type.Array(Type.Number()),
  })),
})
