// The request's language, for every message the server writes (error messages, the login page, CSV
// headers): a `lang` query parameter where the call takes one, else the client's `language` cookie,
// else Accept-Language; Chinese by default.
import type { FastifyRequest } from 'fastify'
import type { Lang } from '../../src/domain/constants'

const isLang = (value: unknown): value is Lang => value === 'zh' || value === 'en'

export function requestLang(request: FastifyRequest): Lang {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang
  if (isLang(asked)) return asked
  const cookie = request.cookies?.language
  if (isLang(cookie)) return cookie
  return /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'zh'
}
