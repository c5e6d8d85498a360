// Calls that answer many concepts at once (search_marked, compare) answer a refused concept in its
// row instead of failing the call: one concept outside the caller's permission, or a malformed
// word, must not hide the others, and must not vanish either.
import type { FastifyRequest } from 'fastify'
import { DomainError } from '../domain-error'
import { ApiError, messageIn } from './envelope'
import { domainFailure } from './errors'
import { requestLang } from './lang'

/**
 * The code and message (in the request's language) a row shows for `err`, or null when `err` is not
 * a refusal of this concept (a failure of the server, which fails the call). -400 comes before the
 * permission check (a malformed word); -404 is a period without data.
 */
export function rowRefusal(err: unknown, request: FastifyRequest): { code: number; msg: string } | null {
  const lang = requestLang(request)
  if (err instanceof DomainError) return domainFailure(err, lang)
  if (err instanceof ApiError && (err.code === -400 || err.code === -404)) {
    const said = messageIn(err.msg, lang)
    return { code: err.code, msg: typeof said === 'string' ? said : said.msg }
  }
  return null
}
