// Structured (pino) logs with secrets redacted: cookies, keys, tokens, passwords and SMS codes
// never reach the log.
import type { FastifyServerOptions } from 'fastify'

const SECRET_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.token',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  'body.password',
  'body.token',
  'body.code',
]

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    serializers: {
      // the query string may carry redirect URLs, never secrets; keep method, url and address only
      req(request: { method: string; url: string; ip: string }) {
        return { method: request.method, url: request.url, ip: request.ip }
      },
    },
  }
}
