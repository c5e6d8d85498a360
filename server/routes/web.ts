// The web app: the H5 build (hashed assets cached for a year, index.html never cached), client
// routes falling back to index.html, the partner logo, and 404 envelopes for unknown API paths.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { PARTNER_LOGO_PATH } from '../accounts/demo-accounts'
import type { AppContext } from '../context'
import { fail } from '../http/envelope'
import type { Lang } from '../../src/domain/constants'
import { activeNotices } from '../accounts/notices'
import { routeFromPath } from '../../src/domain/routes'
import type { SessionAccount } from '../accounts/sessions'
import { allowedCategory } from '../answers/catalog-access'
import { detailParamsOf, firstPaint, type DetailCategory } from '../http/first-paint'
import { appLanguage, indexPages } from '../http/index-page'
import { currentAccount } from '../http/session'
import { verificationPending } from '../permissions'
import { requestLang } from '../http/lang'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'
import { loginInfoOf } from './user'

const PARTNER_LOGO_FILE = path.join(__dirname, '..', 'static', 'partner', 'acme.svg')
// the product mark; index.html names it, and /favicon.ico (asked for by browsers on their own) points to it
const FAVICON_FILE = path.join(__dirname, '..', 'static', 'favicon.svg')
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|woff2?|ttf)$/i
const SERVER_PATHS = /^\/(api|sso|mj_logout)(\/|$|\?)/

function missingBuildPage(): string {
  return (
    '<!doctype html><meta charset="utf-8"><title>Growth Radar</title>' +
    '<p>The web app has not been built yet. Run <code>npm run build:h5</code> (or <code>npm start</code>, which builds it).</p>'
  )
}

export async function webRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.h5Dir
  const hasBuild = fs.existsSync(path.join(root, 'index.html'))
  const indexPage = indexPages(root)

  app.get(PARTNER_LOGO_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(fs.createReadStream(PARTNER_LOGO_FILE)),
  )

  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(fs.createReadStream(FAVICON_FILE)),
  )
  app.get('/favicon.ico', async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301))

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // the .br / .gz copies written after each build (server/h5-precompress.ts)
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  // the categories a /detail link names, as its header will tag them; null when one is not the user's
  const detailCategories = (account: SessionAccount, url: string): DetailCategory[] | null => {
    if (routeFromPath(url.split('?')[0]) !== 'detail') return null
    const params = detailParamsOf(url)
    try {
      return params.cid.map((id) => {
        const node = allowedCategory(ctx, account, params.plat, id)
        return { name: node.name, nameEn: node.nameEn, isParent: node.isParent }
      })
    } catch {
      return null
    }
  }
  // the first screen of the page, painted before the scripts run, for a signed-in web session
  const frameFor = async (request: FastifyRequest, lang: Lang): Promise<string> => {
    const account = await currentAccount(ctx.db, request).catch(() => null)
    if (!account || account.disabledReason || verificationPending(account)) return ''
    const user = loginInfoOf(account, ctx.catalog)
    return firstPaint({
      lang,
      url: request.url,
      user,
      notices: await activeNotices(ctx.db),
      detailCategories: detailCategories(account, request.url),
    })
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // the page differs by the language and session cookies and the route (index-page.ts)
    reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8')
    const lang = appLanguage(request)
    const frame = hasBuild ? await frameFor(request, lang) : ''
    return reply.send(indexPage(lang, request.url.split('?')[0], frame) ?? missingBuildPage())
  }
  app.get('/', async (request, reply) => sendIndex(request, reply))

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html')
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !SERVER_PATHS.test(request.url))
      return sendIndex(request, reply)
    return reply
      .status(404)
      .send(fail(ERROR_CODES.httpNotFound, say.noSuchUrl(request.method, request.url.split('?')[0])[requestLang(request)]))
  })
}
