// A refusal by a product rule, for code that knows nothing of HTTP (the permission rules, the query
// layer): why (reason) and what the user is told in each language. http/errors.ts turns it into the
// envelope's code, in the request's language; callers that answer row by row (search_marked) use
// the same mapping (envelopeError).
import type { Lang } from '../src/domain/constants'

export type Localized = Readonly<Record<Lang, string>>

/** invalid: the caller's input is wrong (-400); forbidden: outside the caller's version (-403). */
export type DomainReason = 'invalid' | 'forbidden'

export class DomainError extends Error {
  constructor(
    readonly reason: DomainReason,
    readonly text: Localized,
  ) {
    super(text.en)
  }
}
