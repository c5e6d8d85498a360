// The response envelope of every call (types/envelope.ts): ok(data) or fail(code, msg).
import type { Envelope, ErrorCode } from '../../types'
import { DomainError } from '../domain-error'

export function ok<T>(data: T): Envelope<T> {
  return { status: 'ok', error_code: 0, error_msg: '', data }
}

export function fail(code: number, msg: string | { msg: string }, data: unknown = null): Envelope<unknown> {
  return { status: 'error', error_code: code, error_msg: msg, data }
}

/** A message for a person in both languages; the error handler sends the request's (text/messages.ts). */
export type BothLanguages = Readonly<{ zh: string; en: string }>

/** A disabled account's error_msg is an object { msg } (the client shows error_msg.msg), in the request's language too. */
export type ApiMessage = BothLanguages | { msg: string } | { msg: BothLanguages }

function textOf(msg: ApiMessage): BothLanguages {
  if (!('msg' in msg)) return msg
  return typeof msg.msg === 'string' ? { zh: msg.msg, en: msg.msg } : msg.msg
}

/**
 * A refusal thrown by handlers, with any code of the table and, rarely, an HTTP status other than
 * 200; the error handler turns it into the envelope. A DomainError, so callers that catch refusals
 * test that alone.
 */
export class ApiError extends DomainError {
  constructor(
    code: ErrorCode,
    readonly msg: ApiMessage,
    readonly httpStatus = 200,
  ) {
    super(code, textOf(msg))
  }

  override messageIn(lang: 'zh' | 'en'): string | { msg: string } {
    return messageIn(this.msg, lang)
  }
}

/** The envelope's error_msg of an ApiError in one language. */
export function messageIn(msg: ApiMessage, lang: 'zh' | 'en'): string | { msg: string } {
  if (!('msg' in msg)) return msg[lang]
  return typeof msg.msg === 'string' ? { msg: msg.msg } : { msg: msg.msg[lang] }
}
