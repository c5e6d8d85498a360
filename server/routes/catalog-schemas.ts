// Schema pieces shared by the catalog and social routes: the month string, growth labels, ids.
// (The envelope around a response's `data` is envelopeResponse in ../openapi-schemas.)
import { Type } from '@sinclair/typebox'

export const MonthString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
export const Label = Type.Union([Type.Literal('new'), Type.Literal('breakout'), Type.Null()])
export const Pct = Type.Union([Type.Number(), Type.Null()])
/** Comma-separated positive ids: '16,1801'. */
export const IdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,49}$' })
