// Every failure leaves the server as an envelope: schema errors as -400 naming the field, unknown
// /api paths as HTTP 404 envelope 404, rate limits as HTTP 429 envelope 429, anything unexpected
// as -500 (logged, never shown). A rule's refusal (DomainError: permissions, query code) answers
// its code in the request's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Lang } from '../../src/domain/constants'
import { DomainError, type DomainReason } from '../domain-error'
import { ApiError, fail } from './envelope'
import { requestLang } from './lang'

/** Login-form routes answer in HTML; their handler renders the page (see routes/sso.ts). */
export type HtmlErrorRenderer = (request: FastifyRequest, reply: FastifyReply, message: string, status: number) => unknown

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0]
  if (!first) return err.message
  const where = err.validationContext ?? 'request'
  const params = first.params as Record<string, unknown>
  const field = params.missingProperty
    ? `${first.instancePath}/${String(params.missingProperty)}`
    : params.additionalProperty
      ? `${first.instancePath}/${String(params.additionalProperty)}`
      : first.instancePath || ''
  const allowed = Array.isArray(params.allowedValues) ? ` (${params.allowedValues.join(', ')})` : ''
  return `${where}${field.replace(/^\//, '.').replace(/\//g, '.')}: ${first.message ?? 'invalid'}${allowed}`
}

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
    if (err instanceof ApiError) {
      return reply.status(err.httpStatus).send(fail(err.code, err.msg))
    }
    if (err instanceof DomainError) {
      const { code, msg } = domainFailure(err, requestLang(request))
      return reply.status(200).send(fail(code, msg))
    }
    if (err.statusCode === 429) {
      if (isLoginForm) return renderHtmlError(request, reply, 'too_many', 429)
      return reply.status(429).send(fail(429, err.message || 'Too many requests'))
    }
    if (err.validation) {
      return reply.status(200).send(fail(-400, validationMessage(err)))
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, wrong content type, body too large: still the caller's input
      request.log.info({ code: err.code }, 'bad request')
      return reply.status(200).send(fail(-400, `request: ${err.message}`))
    }
    // under `error`: pino's serializer for `err` would overwrite our `type` with 'Object'
    request.log.error({ error: loggableError(err) }, 'unexpected error')
    return reply.status(200).send(fail(-500, 'Server error. Please try again later.'))
  })
}
