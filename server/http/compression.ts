// Compression and validators for the answers made per request: the API's JSON, the
// category-tree scripts (139 KB of JavaScript for the full tree), the login pages. The H5 build's
// assets already go out as their precompressed .br/.gz copies (h5-precompress.ts), which this
// plugin leaves alone because they carry a Content-Encoding.
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

/** Below this, compression saves less than its headers and CPU cost. */
const THRESHOLD = 1024

export async function installCompression(app: FastifyInstance): Promise<void> {
  // onSend hooks run in the order they are added: the ETag's first, so it hashes the JSON itself
  // (one tag for br, gzip and identity answers) and a 304 leaves nothing to compress
  installApiEtags(app)
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    // quality 11 (zlib's default for brotli) costs ~40 ms on the full tree on this machine; 5 is
    // within a few per cent of its size for a small part of the time
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  })
}

/**
 * A strong ETag on every successful GET answer of /api that has none, and a 304 when the browser
 * already holds it: a repeated read of an unchanged answer (the category tree through
 * /api/cats_tree, the user, the notices) then moves no body. The answers stay uncached otherwise
 * (no max-age), so each use still asks the server, which checks the session first.
 */
export function installApiEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.statusCode !== 200) return payload
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.hasHeader('etag')) return payload
    const etag = `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`
    reply.header('etag', etag)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache')
    const match = String(request.headers['if-none-match'] ?? '')
      .split(',')
      .map((s) => s.trim().replace(/^W\//, ''))
    if (match.includes(etag)) {
      reply.code(304)
      return ''
    }
    return payload
  })
}
