// Who calls a social route: the session, or for the mini-program's wx/* calls the `token` header
// it keeps in storage.
import type { FastifyRequest } from 'fastify'
import { TOKEN_HEADER } from '../../src/domain/constants'
import { accountForToken, type Account } from '../accounts/sessions'
import type { AppContext } from '../context'
import { checkAccount, currentAccount } from './session'

export async function socialAccount(ctx: AppContext, request: FastifyRequest, acceptTokenHeader = false): Promise<Account> {
  let account = await currentAccount(ctx.db, request)
  const header = request.headers[TOKEN_HEADER]
  if (!account && acceptTokenHeader && typeof header === 'string' && header) account = await accountForToken(ctx.db, header)
  return checkAccount(account)
}
