// Every failure leaves the server as an envelope: schema errors as -400 naming the field, unknown
// /api paths as HTTP 404 envelope 404, rate limits as HTTP 429 envelope 429, anything unexpected
// as -500 (logged, never shown). A rule's refusal (DomainError: permissions, query code) answers
// its code in the request's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Lang } from '../../src/domain/constants'
import { DomainError, type DomainReason } from '../domain-error'
import { ApiError, fail, messageIn } from './envelope'
import { catalogue, say } from './messages'
import { TooManyRequests } from './rate-limit'
import { validationMessage } from './validation-message'
import { requestLang } from './lang'

/** Login-form routes answer in HTML; their handler renders the page (see routes/sso.ts). */
export type HtmlErrorRenderer = (request: FastifyRequest, reply: FastifyReply, message: string, status: number) => unknown

/**
 * An unexpected error as logged: a failed store query's message carries its bound values (phone
 * numbers, codes, the caller's text), which must not reach the log; the SQL and the stack stay.
 */
export function loggableError(err: Error): { type: string; message: string; cause?: string; stack?: string } {
  const dropParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]')
  const cause = err.cause instanceof Error ? err.cause.message : undefined
  return { type: err.constructor?.name ?? err.name, message: dropParams(err.message), ...(cause ? { cause } : {}), stack: err.stack ? dropParams(err.stack) : undefined }
}

const DOMAIN_CODES: Record<DomainReason, number> = { invalid: -400, forbidden: -403 }

/** A rule's refusal (permissions, query code) as the envelope's code and message in the caller's language. */
export function domainFailure(err: DomainError, lang: Lang): { code: number; msg: string } {
  return { code: DOMAIN_CODES[err.reason], msg: err.text[lang] }
}

export function installErrorHandlers(app: FastifyInstance, renderHtmlError: HtmlErrorRenderer): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const isLoginForm = request.method === 'POST' && request.routeOptions.url === '/sso/login'
    const lang = requestLang(request)
    if (err instanceof ApiError) {
      return reply.status(err.httpStatus).send(fail(err.code, messageIn(err.msg, lang)))
    }
    if (err instanceof DomainError) {
      const { code, msg } = domainFailure(err, lang)
      return reply.status(200).send(fail(code, msg))
    }
    if (err.statusCode === 429) {
      if (isLoginForm) return renderHtmlError(request, reply, 'too_many', 429)
      const wait = err instanceof TooManyRequests ? say.retryIn(err.retryAfterS)[lang] : ''
      return reply.status(429).send(fail(429, `${catalogue.tooManyRequests[lang]}${wait}`))
    }
    if (err.validation) {
      return reply.status(200).send(fail(-400, validationMessage(err, lang)))
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, wrong content type, body too large: still the caller's input
      request.log.info({ code: err.code }, 'bad request')
      return reply.status(200).send(fail(-400, say.badRequest(err.message)[lang]))
    }
    // under `error`: pino's serializer for `err` would overwrite our `type` with 'Object'
    request.log.error({ error: loggableError(err) }, 'unexpected error')
    return reply.status(200).send(fail(-500, catalogue.serverError[lang]))
  })
}
