// A concept call's request as the answers take it: the session's account and the request's language,
// then the concept resolved (answers/search-request.ts), which knows nothing of HTTP.
import type { FastifyRequest } from 'fastify'
import type { CatalogPlat } from '../../types'
import { resolveConceptFor, type ConceptInput, type ResolvedConcept } from '../answers/search-request'
import type { AppContext } from '../context'
import { requestLang } from './lang'
import { requireAccount } from './session'

export async function resolveConcept(
  ctx: AppContext,
  request: FastifyRequest,
  input: ConceptInput,
  fixedPlat?: CatalogPlat,
): Promise<ResolvedConcept> {
  return resolveConceptFor(ctx, await requireAccount(ctx.db, request), requestLang(request), input, fixedPlat)
}
