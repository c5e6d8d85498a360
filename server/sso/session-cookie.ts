// The web session's cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site post carries
// it), for the whole site, as long as the session lives.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../../src/domain/constants'
import { SESSION_DAYS } from '../accounts/sessions'

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: SESSION_DAYS * 24 * 3600,
  })
}
