// The one refusal type: an answer the product gives on purpose (wrong input, outside the caller's
// version, SMS confirmation pending...), as an error code of types/envelope.ts and what the user is
// told in each language. Code that knows nothing of HTTP (the permission rules, the query layer)
// throws it with a reason; the HTTP layer's ApiError (http/envelope.ts) derives from it, so one
// `instanceof DomainError` tells a refusal from a failure of the server. http/errors.ts turns it
// into the envelope; callers that answer row by row (search_marked, compare) use http/row-refusal.ts.
import type { Lang } from '../src/domain/constants'
import { ERROR_CODES, type ErrorCode } from '../types/envelope'

export type Localized = Readonly<Record<Lang, string>>

/** invalid: the caller's input is wrong; forbidden: outside the caller's version or permission. */
export type DomainReason = 'invalid' | 'forbidden'

const REASON_CODES: Record<DomainReason, ErrorCode> = { invalid: ERROR_CODES.badParam, forbidden: ERROR_CODES.noPermission }

export class DomainError extends Error {
  /** the envelope's error_code */
  readonly code: ErrorCode

  constructor(
    why: DomainReason | ErrorCode,
    readonly text: Localized,
  ) {
    super(text.en)
    this.code = typeof why === 'number' ? why : REASON_CODES[why]
  }

  /** The envelope's error_msg in one language. */
  messageIn(lang: Lang): string | { msg: string } {
    return this.text[lang]
  }
}
