// JSON bodies: Fastify's own parser (with its prototype-poisoning checks), except that a DELETE with
// an empty body is taken as having none. wx.request sends `Content-Type: application/json` on every
// call, so each DELETE of the mini-program (DELETE /api/phone/setting, /api/phone/alert) came with
// that type and no body, and Fastify refused it ("Body cannot be empty when content-type is set to
// 'application/json'").
import type { FastifyInstance } from 'fastify'

export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body === '') return done(null, undefined)
    parse(request, body as string, done)
  })
}
