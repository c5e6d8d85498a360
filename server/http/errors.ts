// Every failure leaves the server as an envelope: schema errors as badParam naming the field, unknown
// /api paths as HTTP 404 envelope 404, rate limits as HTTP 429 envelope 429, anything unexpected
// as serverError (logged, never shown). A refusal (DomainError, or the handlers' ApiError derived
// from it) answers its code in the request's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Lang } from '../../src/domain/constants'
import { ERROR_CODES } from '../../types/envelope'
import { DomainError } from '../domain-error'
import { ApiError, fail } from './envelope'
import { loggableError } from '../text/loggable-error'
import { catalogue, say } from '../text/messages'
import { TooManyRequests } from './rate-limit'
import { validationMessage } from './validation-message'
import { requestLang } from './lang'

/** Login-form routes answer in HTML; their handler renders the page (see routes/sso.ts). */
export type HtmlErrorRenderer = (request: FastifyRequest, reply: FastifyReply, message: string, status: number) => unknown

/** A refusal as the envelope's code and message in the caller's language (for a row; `{ msg }` unwrapped). */
export function domainFailure(err: DomainError, lang: Lang): { code: number; msg: string } {
  const said = err.messageIn(lang)
  return { code: err.code, msg: typeof said === 'string' ? said : said.msg }
}

export function installErrorHandlers(app: FastifyInstance, renderHtmlError: HtmlErrorRenderer): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const isLoginForm = request.method === 'POST' && request.routeOptions.url === '/sso/login'
    const lang = requestLang(request)
    const refusal: unknown = err // Fastify's own errors carry a string code, a refusal a number
    if (refusal instanceof DomainError) {
      return reply.status(refusal instanceof ApiError ? refusal.httpStatus : 200).send(fail(refusal.code, refusal.messageIn(lang)))
    }
    if (err.statusCode === 429) {
      if (isLoginForm) return renderHtmlError(request, reply, 'too_many', 429)
      const wait = err instanceof TooManyRequests ? say.retryIn(err.retryAfterS)[lang] : ''
      return reply.status(429).send(fail(ERROR_CODES.httpTooManyRequests, `${catalogue.tooManyRequests[lang]}${wait}`))
    }
    if (err.validation) {
      return reply.status(200).send(fail(ERROR_CODES.badParam, validationMessage(err, lang)))
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, wrong content type, body too large: still the caller's input
      request.log.info({ code: err.code }, 'bad request')
      return reply.status(200).send(fail(ERROR_CODES.badParam, say.badRequest(err.message)[lang]))
    }
    // under `error`: pino's serializer for `err` would overwrite our `type` with 'Object'
    request.log.error({ error: loggableError(err) }, 'unexpected error')
    return reply.status(200).send(fail(ERROR_CODES.serverError, catalogue.serverError[lang]))
  })
}
