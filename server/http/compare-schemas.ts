// Request and response schemas of POST /api/compare (types/compare.ts): the rows carry /api/search's
// own answer schema, so the two calls serialize a concept's figures the same way.
import { Type } from '@sinclair/typebox'
import { CATALOG_PLATFORMS, COMPARE_MAX_ITEMS, COMPARE_SPANS, SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { ConceptFields, MAX_CONCEPT_CATEGORIES } from './concept-schemas'
import { IdList, Label, MonthString, Pct } from './catalog-schemas'
import { IntEnum, StringEnum } from './schemas'
import { SearchResultSchema, TrendPointSchema } from './search-schemas'

export const CompareBody = Type.Object({
  items: Type.Array(
    Type.Object(
      {
        word: ConceptFields.word,
        plat: StringEnum(CATALOG_PLATFORMS),
        // '' or absent: the caller's visible categories, as /api/search without cid
        cid: Type.Optional(IdList(MAX_CONCEPT_CATEGORIES, { orEmpty: true })),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: COMPARE_MAX_ITEMS, description: `1 to ${COMPARE_MAX_ITEMS} concepts, in the order shown` },
  ),
  ts: Type.Optional(MonthString),
  months: Type.Optional(IntEnum(COMPARE_SPANS)),
  social_plat: Type.Optional(StringEnum(SOCIAL_PLATFORMS)),
})

const Count = Type.Union([Type.Number(), Type.Null()])
const CompareSocialSchema = Type.Object({
  social_plat: StringEnum(SOCIAL_PLATFORMS),
  error_code: Type.Integer(),
  error_msg: Type.String(),
  volume: Count,
  volume_base: Count,
  yoy: Pct,
  change: Count,
  label: Label,
  trend: Type.Union([Type.Array(Count), Type.Null()]),
})

export const CompareResultSchema = Type.Object({
  ts: MonthString,
  months: Type.Array(MonthString),
  rows: Type.Array(
    Type.Object({
      word: Type.String(),
      plat: StringEnum(CATALOG_PLATFORMS),
      cid: Type.String(),
      error_code: Type.Integer(),
      error_msg: Type.String(),
      search: Type.Union([SearchResultSchema, Type.Null()]),
      trend: Type.Union([Type.Array(TrendPointSchema), Type.Null()]),
      social: Type.Optional(CompareSocialSchema),
    }),
  ),
})
