// Whether the user reaches an answer over https: then the session cookie is Secure (a browser never
// sends it over plain http, where anyone on the path could read it) and the answer asks the browser
// to use https only (HSTS). The connection says so, or a trusted proxy's X-Forwarded-Proto (Fastify's
// request.protocol reads it under TRUST_PROXY); in production an https PUBLIC_URL says so too, since
// TLS then ends in front of the server, whose own connection is plain http whatever the proxy sends.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config'

export type TransportConfig = Pick<Config, 'production' | 'publicUrl'>

/** A year, subdomains included: what browsers' preload lists ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains'

export function overHttps(request: FastifyRequest, config: TransportConfig): boolean {
  return request.protocol === 'https' || (config.production && Boolean(config.publicUrl?.startsWith('https://')))
}
