// Calls that answer many concepts at once (search_marked, compare) answer a refused concept in its
// row instead of failing the call: one concept outside the caller's permission, or a malformed
// word, must not hide the others, and must not vanish either.
import type { FastifyRequest } from 'fastify'
import { ERROR_CODES, type ErrorCode } from '../../types/envelope'
import { DomainError } from '../domain-error'
import { domainFailure } from './errors'
import { requestLang } from './lang'

/** What one concept can be refused for: a malformed word or category, a permission, a period without data. */
const ROW_CODES: ReadonlySet<ErrorCode> = new Set([ERROR_CODES.badParam, ERROR_CODES.noPermission, ERROR_CODES.notRecorded])

/**
 * The code and message (in the request's language) a row shows for `err`, or null when `err` is not
 * a refusal of this concept (a failure of the server, or of the session, which fails the call).
 */
export function rowRefusal(err: unknown, request: FastifyRequest): { code: number; msg: string } | null {
  return err instanceof DomainError && ROW_CODES.has(err.code) ? domainFailure(err, requestLang(request)) : null
}
