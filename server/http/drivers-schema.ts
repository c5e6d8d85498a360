// Response `data` schema of POST /api/drivers (types/drivers.ts); server/test/openapi.test.ts holds
// it to the type at compile time, so a field added on one side and not the other fails the type-check.
import { Type } from '@sinclair/typebox'
import { Pct } from './catalog-schemas'
import { withScope } from './search-schemas'

const Num = Type.Union([Type.Number(), Type.Null()])
const Count = Type.Union([Type.Integer(), Type.Null()])

const part = {
  key: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  sales: Type.Number(),
  sales_base: Num,
  sales_yoy: Pct,
  change: Num,
  change_share: Pct,
  share: Pct,
  items: Count,
  members: Count,
}
const DriverPartSchema = Type.Object(part)
const PriceBandSchema = Type.Object({ ...part, low: Type.Number(), high: Num })
const RelatedWordSchema = Type.Object({ ...part, expression: Type.String() })

const drivers = {
  total_sales: Type.Number(),
  total_sales_base: Num,
  total_change: Num,
  total_yoy: Pct,
  items: Type.Integer(),
  by_category: Type.Array(DriverPartSchema),
  by_brand: Type.Array(DriverPartSchema),
  by_age: Type.Array(DriverPartSchema),
  price_bands: Type.Array(PriceBandSchema),
  related: Type.Array(RelatedWordSchema),
}

export const ConceptDriversSchema = withScope(drivers)
