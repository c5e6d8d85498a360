// The web session's cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site post carries
// it), for the whole site, as long as the session lives, and Secure whenever the user reaches the
// server over https (http/transport.ts). It is cleared with the same attributes.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../../src/domain/constants'
import { SESSION_DAYS } from '../accounts/sessions'
import { overHttps, type TransportConfig } from '../http/transport'

const attributes = (request: FastifyRequest, config: TransportConfig) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: overHttps(request, config) }) as const

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, config: TransportConfig): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, { ...attributes(request, config), maxAge: SESSION_DAYS * 24 * 3600 })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: TransportConfig): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, attributes(request, config))
}
