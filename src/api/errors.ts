import { hasErrorMessage, translate } from '../i18n'
import { ERROR_CODES } from '../../types/envelope'

/** A failed call: `code` is the envelope error_code or the HTTP status; `message` is ready to show. */
export class ApiError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.code = code
  }
}

/**
 * Error codes: "a message starting with a repeated-request marker becomes a RepeatRequest message".
 * We never cancel a repeated call (identical in-flight calls share one promise, see client.ts), so
 * the marker can only come from the server; such a message is replaced by the RepeatRequest text.
 */
export const REPEAT_REQUEST_MARKER = 'RepeatRequest'

/** Code used when no HTTP response arrived at all. */
export const NETWORK_ERROR_CODE = -1

/** The catalogue message of a code, or '' when the catalogue has none. */
export function catalogueMessage(code: number): string {
  return hasErrorMessage(code) ? translate(`errors.${code}` as 'errors.0') : ''
}

/** error_msg is a string, or { msg } for a disabled account (error codes, docs/rules.md). */
export function envelopeMessage(errorMsg: unknown): string {
  if (typeof errorMsg === 'string') return errorMsg
  if (errorMsg && typeof errorMsg === 'object' && typeof (errorMsg as { msg?: unknown }).msg === 'string') {
    return (errorMsg as { msg: string }).msg
  }
  return ''
}

function withRepeatRule(message: string): string {
  return message.startsWith(REPEAT_REQUEST_MARKER) ? translate('errors.repeatRequest') : message
}

/** Error codes on HTTP 200: error_msg first, else the catalogue by error_code, else the generic text. */
export function envelopeError(errorCode: number, errorMsg: unknown): ApiError {
  const message = envelopeMessage(errorMsg) || catalogueMessage(errorCode) || translate('errors.generic')
  return new ApiError(errorCode, withRepeatRule(message))
}

/** Error codes on any other HTTP status: the catalogue by status, else the generic server error. */
export function httpError(statusCode: number): ApiError {
  return new ApiError(statusCode, catalogueMessage(statusCode) || translate('errors.generic'))
}

/** No response: a timeout reads as the error codes rule's 504 (server too slow); anything else as a network error. */
export function transportError(cause: unknown): ApiError {
  const text = cause instanceof Error ? cause.message : String((cause as { errMsg?: string })?.errMsg ?? cause)
  if (/timeout/i.test(text)) return new ApiError(ERROR_CODES.httpTooSlow, catalogueMessage(ERROR_CODES.httpTooSlow))
  return new ApiError(NETWORK_ERROR_CODE, translate('errors.network'))
}
