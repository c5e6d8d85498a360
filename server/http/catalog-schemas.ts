// Schema pieces shared by the catalog and social routes: the month string, growth labels, ids.
// (The envelope around a response's `data` is envelopeResponse in ../openapi-schemas.)
import { Type } from '@sinclair/typebox'

export const MonthString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
export const Label = Type.Union([Type.Literal('new'), Type.Literal('breakout'), Type.Null()])
export const Pct = Type.Union([Type.Number(), Type.Null()])
/**
 * A category id in a request: an integer from `minimum` (0 where 0 means "all" or "none"). Not
 * bounded by MAX_ID (../http/schemas, the accounts' 32-bit row ids): Amazon browse-node ids pass
 * 2³² (7141123011). Bounded by 2⁵³ - 1, the largest id a JSON number carries exactly; the importer
 * refuses larger category ids, so no category is out of reach.
 */
export function CategoryId(minimum: 0 | 1, description?: string) {
  return Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER, ...(description ? { description } : {}) })
}

/**
 * The one pattern of an id list in a request: comma-separated decimal ids ('16,1801'), at most
 * `max` of them; `orEmpty` also takes '' (a call where no id means the caller's default).
 */
export function IdList(max: number, options: { orEmpty?: boolean } = {}) {
  const ids = `\\d{1,12}(,\\d{1,12}){0,${max - 1}}`
  return Type.String({ pattern: options.orEmpty ? `^(${ids})?$` : `^${ids}$` })
}
