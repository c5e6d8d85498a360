/** The response envelope of every call. `status: 'ok'` means success; anything else is failure. */
export interface Envelope<T = unknown> {
  status: 'ok' | 'error'
  /** 0 on success; otherwise one of ERROR_CODES (docs/rules.md, "Error codes") */
  error_code: number
  /** Empty on success; a message, or `{ msg }` (used by the disabled account's code and the login check) */
  error_msg: string | { msg: string }
  data: T
}

/**
 * Every error code of the product, named once for the server that answers them and the client that
 * reads them (docs/rules.md, "Error codes"). The negative codes travel inside an HTTP 200 envelope;
 * the positive ones are HTTP statuses the client reads the same way when no envelope arrives (and the
 * server repeats in the envelope of an unknown path or a rate limit). Nothing else in server/ or src/
 * writes a code as a number (server/test/error-code-names.test.ts).
 */
export const ERROR_CODES = {
  ok: 0,
  /** the caller's input is wrong: a parameter, a word, a category that does not exist */
  badParam: -400,
  /** no session: the client offers the login link */
  notLoggedIn: -401,
  /** outside the caller's version or category permission: the client offers the upgrade */
  noPermission: -403,
  /** the data asked for is not recorded (a month before the first, a saved link that is gone) */
  notRecorded: -404,
  /** the account is disabled: error_msg is `{ msg }`, and the client logs out */
  disabled: -424,
  /** the account must confirm a phone by SMS code first: the client opens the phone dialog */
  smsRequired: -499,
  /** anything unexpected on the server (logged, never shown) */
  serverError: -500,
  /** the gateway's form of a server error */
  gatewayError: -502,
  /** HTTP statuses the catalogue names too */
  httpBadParam: 422,
  httpNotFound: 404,
  httpTooManyRequests: 429,
  httpServerError: 500,
  httpBadGateway: 502,
  httpTooSlow: 504,
  /** the server's own HTTP refusals: a cross-site write or a dev-only route, a body that is not JSON */
  httpForbidden: 403,
  httpUnsupportedType: 415,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
