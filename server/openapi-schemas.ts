// Response schemas in the envelope of types/envelope.ts, for routes' `schema.response`: the OpenAPI
// document then shows what `data` holds, and errors (data null, error_msg a string or { msg }) still
// pass the serializer.
import { Type, type TSchema } from '@sinclair/typebox'

export const ErrorMsg = Type.Union([Type.String(), Type.Object({ msg: Type.String() })])

export function envelopeOf<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
    error_code: Type.Integer(),
    error_msg: ErrorMsg,
    data: Type.Union([data, Type.Null()]),
  })
}

/** `schema.response` for a route answering HTTP 200 envelopes (and 429 from the rate limit). */
export function envelopeResponse<T extends TSchema>(data: T) {
  const schema = envelopeOf(data)
  return { 200: schema, 429: envelopeOf(Type.Null()) }
}
