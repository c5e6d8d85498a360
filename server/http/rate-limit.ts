// Rate limits: generous per account (or address) on the API; strict per address on the login
// endpoints (password guessing). Per account, not per session: sessions cost nothing to open, so a
// budget per session let one account multiply its share of the server by signing in again. Over the limit: HTTP 429 with the envelope error_code 429.
// API_RATE_MAX and LOGIN_RATE_MAX (config.ts) set the per-minute budgets.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AccountDb } from '../accounts/db'
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
 * The budget a request draws from: its account's when it carries a live session, else its
 * address's. The session is looked up (the lookup is cached for the handler), so a client cannot
 * dodge the address budget by sending a fresh made-up token with every request.
 */
export async function rateLimitKey(request: FastifyRequest, db: AccountDb): Promise<string> {
  if (!sessionToken(request)) return `ip:${request.ip}`
  const account = await currentAccount(db, request).catch(() => null)
  return account ? `a:${account.id}` : `ip:${request.ip}`
}

/**
 * How long an answer over the budget is held before it is sent. A client that asks again the moment
 * it is refused (12 sessions in a loop) otherwise gets ~1,000 refusals a second, each a session
 * lookup and an answer: most of a core, taken from everyone else. Holding the refusal costs nothing
 * and paces such a client to a few requests a second; a person sees the message a moment later.
 */
export const OVER_BUDGET_DELAY_MS = 250

export async function installRateLimit(app: FastifyInstance, limits: RateLimits, db: AccountDb): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429) await new Promise((resolve) => setTimeout(resolve, OVER_BUDGET_DELAY_MS))
    return payload
  })
  await app.register(rateLimit, {
    global: true,
    max: limits.apiPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request, db),
    errorResponseBuilder: (_request, context) => new TooManyRequests(Math.ceil(context.ttl / 1000)),
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
