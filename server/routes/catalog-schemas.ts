// Schema pieces shared by the catalog and social routes: the month string, growth labels, and the
// envelope around a response `data` schema (so the OpenAPI document shows what each call returns).
import { Type, type TSchema } from '@sinclair/typebox'

export const MonthString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
export const Label = Type.Union([Type.Literal('new'), Type.Literal('breakout'), Type.Null()])
export const Pct = Type.Union([Type.Number(), Type.Null()])
/** Comma-separated positive ids: '16,1801'. */
export const IdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,49}$' })

/** HTTP 200 response: the envelope with `data` of the given schema (null on errors). */
export function envelopeOf(data: TSchema) {
  return {
    200: Type.Object({
      status: Type.String(),
      error_code: Type.Integer(),
      error_msg: Type.Union([Type.String(), Type.Object({ msg: Type.String() })]),
      data: Type.Union([data, Type.Null()]),
    }),
  }
}
