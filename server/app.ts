// The Fastify application: logs, envelope errors, cookies, forms, rate limits and every route.
// buildApp() returns the instance unstarted, so tests can call app.inject().
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import { setCachesEnabled } from './analytics/computed-caches'
import type { AppContext } from './context'
import { installCompression } from './http/compression'
import { installErrorHandlers } from './http/errors'
import { loggerOptions } from './http/logger'
import { installInputGuard } from './http/input-guard'
import { installJsonBody } from './http/json-body'
import { installRateLimit } from './http/rate-limit'
import { installFairShare } from './http/fair-share'
import { installSameOriginGuard } from './http/same-origin'
import { h5InlineScriptHashes, installSecurityHeaders } from './http/security-headers'
import { catsTreeRoutes } from './routes/cats-tree'
import { ecommerceRoutes } from './routes/ecommerce'
import { eventRoutes } from './routes/events'
import { publicRoutes } from './routes/public'
import { sendLoginPage, ssoRoutes } from './routes/sso'
import { userRoutes } from './routes/user'
import { webRoutes } from './routes/web'

export interface BuildAppOptions extends AppContext {
  /** false silences the request log (tests) */
  logger?: boolean
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = true, ...ctx } = options
  setCachesEnabled(ctx.config.searchCache)
  const app = Fastify({
    logger: logger ? loggerOptions(ctx.config.logLevel) : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 256 * 1024,
    // ids in logs tie a request's lines together
    genReqId: () => Math.random().toString(36).slice(2, 10),
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  })
  installErrorHandlers(app, (request, reply, message, status) =>
    sendLoginPage(request, reply, message === 'too_many' ? 'too_many' : 'bad_credentials', status),
  )
  installInputGuard(app)
  // first of the onRequest hooks: the refusals of those after it carry the headers too
  installSecurityHeaders(app, h5InlineScriptHashes(ctx.config.h5Dir), ctx.config)
  await app.register(cookie)
  // after the cookie plugin (it reads the session cookie), before the form parser reads a body
  installSameOriginGuard(app, ctx.config)
  await app.register(formbody, { bodyLimit: 16 * 1024 })
  installJsonBody(app)
  // before the routes: its hooks must wrap every answer
  await installCompression(app)
  await installRateLimit(app, { apiPerMinute: ctx.config.apiRateMax, loginPerMinute: ctx.config.loginRateMax }, ctx.db)
  installFairShare(app, ctx.db, ctx.config.apiPerAccount)
  // before every route: swagger collects the routes' schemas as they are declared
  await (await import('./openapi')).registerOpenApi(app)

  await userRoutes(app, ctx)
  await publicRoutes(app, ctx)
  await eventRoutes(app, ctx)
  await catsTreeRoutes(app, ctx)
  await ecommerceRoutes(app, ctx)
  await (await import('./routes/rankings')).rankingRoutes(app, ctx)
  await (await import('./routes/account-index')).accountGroupRoutes(app, ctx)
  await (await import('./routes/catalog-index')).catalogGroupRoutes(app, ctx)
  await (await import('./routes/search-group')).searchGroupRoutes(app, ctx)
  await ssoRoutes(app, ctx)
  await (await import('./routes/web-session')).webSessionRoutes(app, ctx)
  await webRoutes(app, ctx)
  return app
}
