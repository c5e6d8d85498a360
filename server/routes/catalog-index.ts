// The CATALOG route groups (social, wx, brands, catalog, freshness, mini home and its signed-out preview, category-tree scripts),
// registered from server/app.ts with one line.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { brandRoutes } from './brands'
import { catalogRoutes } from './catalog'
import { freshnessRoutes } from './freshness'
import { miniRoutes } from './mini'
import { miniPreviewRoutes } from './mini-preview'
import { socialRoutes } from './social'
import { socialWxRoutes } from './social-wx'
import { treeScriptRoutes } from './tree-scripts'

export async function catalogGroupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await socialRoutes(app, ctx)
  await socialWxRoutes(app, ctx)
  await brandRoutes(app, ctx)
  await catalogRoutes(app, ctx)
  await freshnessRoutes(app, ctx)
  await miniRoutes(app, ctx)
  await miniPreviewRoutes(app, ctx)
  await treeScriptRoutes(app, ctx)
}
