// Response schema of one platform's top concepts on the mini-program's home (answers/home-concepts.ts),
// for /api/mini_homepage and /api/mini_preview.
import { Type } from '@sinclair/typebox'
import { Label, Pct } from './catalog-schemas'
import { CurrencySchema } from './search-schemas'
import { StringEnum } from './schemas'
import { PLATFORMS } from '../../src/domain/constants'

export const HomeConceptGroupSchema = Type.Object({
  plat: StringEnum(PLATFORMS),
  cid: Type.Integer(),
  category_name: Type.String(),
  category_name_en: Type.String(),
  currency: CurrencySchema,
  rows: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      word: Type.String(),
      sales: Type.Number(),
      sales_yoy: Pct,
      label: Label,
      item_count: Type.Integer(),
    }),
  ),
})
