// The request fields of every concept call (search, detail tabs, rankings by word, compare): the
// expression, platform, categories, period and brand, validated before any handler runs.
import { Type } from '@sinclair/typebox'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { IdList, MonthString } from './catalog-schemas'
import { Id, IntEnum, StringEnum } from './schemas'

/** The most categories one concept call names (the detail page's cid list). */
export const MAX_CONCEPT_CATEGORIES = 20

export const ConceptFields = {
  word: Type.String({ minLength: 1, maxLength: 300 }),
  plat: Type.Optional(StringEnum(CATALOG_PLATFORMS)),
  // numbers are coerced to strings; several ids are comma-separated (the detail page's cid)
  cid: Type.Optional(IdList(MAX_CONCEPT_CATEGORIES)),
  ts: Type.Optional(MonthString),
  is_multi_month: Type.Optional(IntEnum([0, 1] as const)),
  start: Type.Optional(MonthString),
  end: Type.Optional(MonthString),
  bid: Type.Optional(Id(0)),
}
export const ConceptQuerySchema = Type.Object(ConceptFields)
