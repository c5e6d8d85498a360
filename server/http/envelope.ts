// The response envelope of every call (types/envelope.ts): ok(data) or fail(code, msg).
import type { Envelope } from '../../types'

export function ok<T>(data: T): Envelope<T> {
  return { status: 'ok', error_code: 0, error_msg: '', data }
}

export function fail(code: number, msg: string | { msg: string }, data: unknown = null): Envelope<unknown> {
  return { status: 'error', error_code: code, error_msg: msg, data }
}

/** Thrown by handlers for an expected failure; the error handler turns it into an HTTP 200 envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string | { msg: string },
    readonly httpStatus = 200,
  ) {
    super(typeof msg === 'string' ? msg : msg.msg)
  }
}
