// The OpenAPI 3 document of every route: @fastify/swagger collects each route's
// TypeBox schemas as it is declared, so this must be registered before the routes. Served as JSON
// at GET /api/openapi.json; server/test/openapi.test.ts checks it covers every call of the API (docs/api.md).
import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import { Type } from '@sinclair/typebox'

export const OPENAPI_PATH = '/api/openapi.json'
const REQUEST_PARTS = ['params', 'querystring', 'body'] as const

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema type lists (['string', 'number']) are valid there
      openapi: '3.1.0',
      info: {
        title: 'Growth Radar API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {status, error_code, error_msg, data} (error codes, docs/rules.md). Sessions: the gr_session cookie (web) or the X-API-KEY header (mini-program).',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'gr_session' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
        },
      },
      security: [{ cookie: [] }, { apiKey: [] }],
    },
    // x-request-schema lists the parts of the request a route validates (querystring, body,
    // params), so an empty query object still shows as declared; the test checks every call has one
    transform: ({ schema, url }) => {
      const parts = schema ? REQUEST_PARTS.filter((p) => (schema as Record<string, unknown>)[p]) : []
      return { schema: { ...(schema ?? {}), 'x-request-schema': parts } as typeof schema, url }
    },
  })
  // hidden from the document itself; answered raw (it is the document, not an envelope)
  app.get(OPENAPI_PATH, { schema: { hide: true, querystring: Type.Object({}) } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.swagger())
  })
}
