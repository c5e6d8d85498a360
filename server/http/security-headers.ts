// Security headers on every answer (none were sent, and the login page could be framed).
// - Content-Security-Policy: what the H5 app needs and nothing more. Its scripts are its own
//   (/js/*, the category-tree scripts /static/tree/*.js) plus the one inline script Taro writes
//   into dist/h5/index.html (the root font size), allowed by its hash, read from the build when the
//   server starts — so no inline script of anyone else's and no eval run. Styles: the app's CSS
//   files and inline style attributes (React's style prop, ECharts' tooltips, the login page's own
//   <style>). Images: its own and data: URLs (QR codes are data:image/svg+xml). Calls: its own /api.
//   No plug-ins, no <base> elsewhere, forms post here only, and no page may frame it.
// - X-Frame-Options DENY: frame-ancestors for browsers that predate it (the login page must not be
//   framed: a framed login form is clickjacking bait).
// - X-Content-Type-Options nosniff: an answer is only ever read as its declared type (a JSON
//   envelope can never run as a script).
// - Referrer-Policy strict-origin-when-cross-origin: other sites see our origin, never a page's
//   query (the concept words and categories a user looks at).
// - Strict-Transport-Security on answers served over https (transport.ts): the browser comes back
//   over https only, so no one on the path can strip TLS from a later visit.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { HSTS, overHttps, type TransportConfig } from './transport'

/** The hash source ('sha256-…') of each inline script (one without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  )
}

/** The inline scripts of the H5 build's index.html (none when the app is not built). */
export function h5InlineScriptHashes(h5Dir: string): string[] {
  const index = path.join(h5Dir, 'index.html')
  return fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : []
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function installSecurityHeaders(app: FastifyInstance, scriptHashes: string[], transport: TransportConfig): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
  // on the reply before any handler or refusal runs: every answer carries them, errors included
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers)
    if (overHttps(request, transport)) reply.header('strict-transport-security', HSTS)
  })
}
