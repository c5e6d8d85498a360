// The QUERIES route group, registered by app.ts with one line: concept search and detail calls,
// the Amazon ranking list, the monthly report of followed concepts, the comparison of up to 20 concepts and the lead of talk over sales; it also starts the ranking warm-up.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { searchRoutes } from './search'
import { searchDetailRoutes } from './search-detail'
import { listGamazonRoutes } from './list-gamazon'
import { reportRoutes } from './report'
import { compareRoutes } from './compare'
import { leadRoutes } from './lead'
import { warmRankings } from '../answers/concept-ranking'

export async function searchGroupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await searchRoutes(app, ctx)
  // after searchRoutes (it sets the data version): the landing page's rankings answer from memory
  // at once; a failure only means the first request of each partition reads it
  warmRankings(ctx).catch((err: unknown) => app.log.warn({ err }, 'ranking warm-up failed'))
  await searchDetailRoutes(app, ctx)
  await listGamazonRoutes(app, ctx)
  await reportRoutes(app, ctx)
  await compareRoutes(app, ctx)
  await leadRoutes(app, ctx)
}
