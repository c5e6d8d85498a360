// Rate limits: generous per session (or address) on the API; strict per address on the login
// endpoints (password guessing). Over the limit: HTTP 429 with the envelope error_code 429.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hashToken } from '../accounts/sessions'
import { sessionToken } from './session'

export interface RateLimits {
  apiPerMinute: number
  loginPerMinute: number
}

class TooManyRequests extends Error {
  readonly statusCode = 429
}

export async function installRateLimit(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limits.apiPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const token = sessionToken(request)
      return token ? `s:${hashToken(token)}` : `ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
  })
}

/** Route config for the login endpoints: per address, strict. */
export function loginRateLimit(limits: RateLimits) {
  return {
    rateLimit: {
      max: limits.loginPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `login:${request.ip}`,
    },
  }
}
