// Cross-site request forgery. A browser attaches the session cookie to a request whatever page made
// it, so a page on another site could post a form to /api/marked, /api/wxmini_params,
// /api/sms/send/setting or /api/client_error as its visitor. Two rules, checked before
// the body is read:
// - a state-changing request (not GET, HEAD or OPTIONS) carrying the session cookie and not the
//   mini-program's X-API-KEY must come from the server's own origin: its Origin header, or its
//   Referer when a browser sent no Origin; neither, or another origin, is HTTP 403. The login
//   service's own posts (/sso/login, /sso/token) authenticate by password, not by the cookie.
// - the login form (/sso/login) sets the cookie: posted from a page elsewhere it would sign the
//   visitor into the poster's account, whose searches and follows the poster then reads (login
//   CSRF). A browser's cross-site post always names its source (Origin, "null" at worst), so a post
//   naming another origin is refused; one naming none comes from no web page (a script, curl) and
//   has no visitor to sign in.
//   A request with X-API-KEY is authenticated by that header, which no other site can make a
//   browser send (it needs a CORS preflight this server never grants).
// - /api takes JSON bodies only (HTTP 415 otherwise): an HTML form can send form-encoded,
//   multipart or text/plain bodies, never application/json, so the JSON rule alone already stops a
//   cross-site form whose browser sent no cookie-checkable header. /sso/login keeps its form.
// The server's own origin is PUBLIC_URL when set (required in production), else the host the
// request was sent to (development; behind a trusted proxy its X-Forwarded-Host).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../../src/domain/constants'
import type { Config } from '../config'
import { fail } from './envelope'
import { requestLang } from './lang'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const PASSWORD_LOGIN = new Set(['/sso/login', '/sso/token'])
const COOKIE_LOGIN = '/sso/login'

/**
 * Whether `source` (an Origin value, or a Referer URL) is this server's origin: PUBLIC_URL's scheme,
 * host and port when set; else the request's host and port (the scheme is not compared there: behind
 * a TLS proxy the server may see plain http while the browser says https).
 */
export function isOwnOrigin(source: string, publicUrl: string | undefined, requestHost: string): boolean {
  if (!URL.canParse(source)) return false // includes Origin "null" (sandboxed frames, no-referrer pages)
  const url = new URL(source)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (publicUrl) return url.origin === new URL(publicUrl).origin
  return url.host === requestHost.toLowerCase()
}

function header(request: FastifyRequest, name: 'origin' | 'referer'): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function cookieAuthenticated(request: FastifyRequest): boolean {
  const apiKey = request.headers['x-api-key']
  if (typeof apiKey === 'string' && apiKey) return false
  return Boolean(request.cookies?.[SESSION_COOKIE])
}

/** Has a body: a length above 0, or a chunked one. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

/** Registered after @fastify/cookie (its onRequest hook fills request.cookies) and before the routes. */
export function installSameOriginGuard(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const path = request.url.split('?')[0]
    const source = header(request, 'origin') ?? header(request, 'referer')
    const mustBeOwn = (!PASSWORD_LOGIN.has(path) && cookieAuthenticated(request)) || (path === COOKIE_LOGIN && source !== undefined)
    if (mustBeOwn && !(source && isOwnOrigin(source, config.publicUrl, request.host))) {
      request.log.info({ origin: source ?? null }, 'cross-site write refused')
      return reply.status(403).send(fail(ERROR_CODES.httpForbidden, say.crossSite[requestLang(request)]))
    }
    if (path.startsWith('/api/') && hasBody(request)) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase()
      if (type !== 'application/json') {
        return reply.status(415).send(fail(ERROR_CODES.httpUnsupportedType, say.jsonOnly[requestLang(request)]))
      }
    }
  })
}
