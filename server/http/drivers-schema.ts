// Response `data` schema of POST /api/drivers (types/drivers.ts). The fields past the scope are
// checked against the type at compile time: a field added on one side and not the other fails
// the type-check.
import { Type, type Static } from '@sinclair/typebox'
import type { ConceptDrivers, ConceptScope, DriverPart, PriceBand, RelatedWord } from '../../types'
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

/** true only when A and B are the same type */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const shapes: [
  Same<Static<typeof DriverPartSchema>, DriverPart>,
  Same<Static<typeof PriceBandSchema>, PriceBand>,
  Same<Static<typeof RelatedWordSchema>, RelatedWord>,
  Same<Static<ReturnType<typeof Type.Object<typeof drivers>>>, Omit<ConceptDrivers, keyof ConceptScope>>,
] = [true, true, true, true]
void shapes
