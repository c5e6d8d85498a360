/** The response envelope of every call (SPEC §3, §8). `status: 'ok'` means success; anything else is failure. */
export interface Envelope<T = unknown> {
  status: 'ok' | 'error'
  /** 0 on success; otherwise a SPEC §8 code such as -400, -401, -403, -404, -424, -499, -500, 429 */
  error_code: number
  /** Empty on success; a message, or `{ msg }` (used by -424 and the login check) */
  error_msg: string | { msg: string }
  data: T
}

/** Error codes of SPEC §8 that the server answers with inside an HTTP 200 envelope. */
export const ERROR_CODES = {
  ok: 0,
  notRecorded: -404,
  noPermission: -403,
  notLoggedIn: -401,
  smsRequired: -499,
  disabled: -424,
  serverError: -500,
  badParam: -400,
} as const
