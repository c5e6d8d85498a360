// The ACCOUNTS group of routes: SMS verification, phone settings and alerts, follows, saved links.
// One registration line in app.ts for all of them.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { alertRoutes } from './alerts'
import { followRoutes } from './follows'
import { phoneRoutes } from './phone'
import { smsRoutes } from './sms'
import { wxminiRoutes } from './wxmini'

export async function accountGroupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await smsRoutes(app, ctx)
  await phoneRoutes(app, ctx)
  await alertRoutes(app, ctx)
  await followRoutes(app, ctx)
  await wxminiRoutes(app, ctx)
}
