// Rate limits: generous per session (or address) on the API; strict per address on the login
// endpoints (password guessing). Over the limit: HTTP 429 with the envelope error_code 429.
// API_RATE_MAX and LOGIN_RATE_MAX (config.ts) set the per-minute budgets.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AccountDb } from '../accounts/db'
import { hashToken } from '../accounts/sessions'
import { currentAccount, sessionToken } from './session'

export interface RateLimits {
  apiPerMinute: number
  loginPerMinute: number
}

/** Over the budget; the error handler words it in the request's language with the wait. */
export class TooManyRequests extends Error {
  readonly statusCode = 429
  constructor(readonly retryAfterS: number) {
    super(`Too many requests; retry in ${retryAfterS} s`)
  }
}

/**
 * The budget a request draws from: its session's when it carries a live one, else its address's.
 * With the account store at hand the session is checked (the lookup is cached for the handler), so
 * a client cannot dodge the address budget by sending a fresh made-up token with every request.
 */
export async function rateLimitKey(request: FastifyRequest, db?: AccountDb): Promise<string> {
  const token = sessionToken(request)
  if (!token) return `ip:${request.ip}`
  if (db && !(await currentAccount(db, request).catch(() => null))) return `ip:${request.ip}`
  return `s:${hashToken(token)}`
}

export async function installRateLimit(app: FastifyInstance, limits: RateLimits, db?: AccountDb): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limits.apiPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request, db),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(Math.ceil(context.ttl / 1000)),
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
