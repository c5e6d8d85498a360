// The response envelope of every call (types/envelope.ts): ok(data) or fail(code, msg).
import type { Envelope } from '../../types'

export function ok<T>(data: T): Envelope<T> {
  return { status: 'ok', error_code: 0, error_msg: '', data }
}

export function fail(code: number, msg: string | { msg: string }, data: unknown = null): Envelope<unknown> {
  return { status: 'error', error_code: code, error_msg: msg, data }
}

/** A message for a person in both languages; the error handler sends the request's (http/messages.ts). */
export type BothLanguages = Readonly<{ zh: string; en: string }>

/** -424's error_msg is an object { msg } (SPEC §8 "shows error_msg.msg"), in the request's language too. */
export type ApiMessage = BothLanguages | { msg: string } | { msg: BothLanguages }

/** Thrown by handlers for an expected failure; the error handler turns it into an HTTP 200 envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: ApiMessage,
    readonly httpStatus = 200,
  ) {
    super('msg' in msg ? (typeof msg.msg === 'string' ? msg.msg : msg.msg.en) : msg.en)
  }
}

/** The envelope's error_msg of an ApiError in one language. */
export function messageIn(msg: ApiMessage, lang: 'zh' | 'en'): string | { msg: string } {
  if (!('msg' in msg)) return msg[lang]
  return typeof msg.msg === 'string' ? { msg: msg.msg } : { msg: msg.msg[lang] }
}
