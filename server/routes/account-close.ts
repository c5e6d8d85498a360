// Closing one's account (注销账号 on /my, both targets): POST /sso/account/close { confirm: true }
// deletes the account and everything kept about it (accounts/close-account.ts), which ends every
// session it had and forgets its WeChat links; the caller's cookie is cleared. The demo accounts,
// shared by everyone trying the product, are refused with a way to an account of one's own.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { closeAccount } from '../accounts/close-account'
import { isDemoAccount } from '../accounts/demo-accounts'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { say } from '../text/messages'
import { loginRateLimit, type RateLimits } from '../http/rate-limit'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { clearSessionCookie } from '../sso/session-cookie'
import { ERROR_CODES } from '../../types/envelope'

const CloseBody = Type.Object({
  confirm: Type.Literal(true, { description: 'the user confirmed, after reading what is deleted' }),
})
const Closed = Type.Object({ closed: Type.Literal(true) })

export async function accountCloseRoutes(app: FastifyInstance, ctx: AppContext, limits: RateLimits): Promise<void> {
  app.post<{ Body: Static<typeof CloseBody> }>(
    '/sso/account/close',
    { schema: { body: CloseBody, response: envelopeResponse(Closed) }, config: loginRateLimit(limits) },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      if (isDemoAccount(account.username)) throw new ApiError(ERROR_CODES.badParam, say.demoAccountKept)
      await closeAccount(ctx.db, account.id)
      clearSessionCookie(request, reply, ctx.config)
      request.log.info({ account: account.id }, 'account closed by its owner')
      return ok({ closed: true as const })
    },
  )
}
