// The QUERIES route group, registered by app.ts with one line: concept search and detail calls,
// and the Amazon ranking list.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { searchRoutes } from './search'
import { searchDetailRoutes } from './search-detail'
import { listGamazonRoutes } from './list-gamazon'

export async function searchGroupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await searchRoutes(app, ctx)
  await searchDetailRoutes(app, ctx)
  await listGamazonRoutes(app, ctx)
}
