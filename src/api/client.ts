import { API_KEY_HEADER, TOKEN_HEADER } from '../domain/constants'
import { queryString, type QueryParams } from '../platform/page-url'
import { envelopeError, httpError, transportError } from './errors'
import { API_EVENTS, emitApiEvent, type ApiEventName } from './events'
import { send, type HttpMethod } from './transport'
import { ERROR_CODES } from '../../types/envelope'

export interface ApiRequest {
  method: HttpMethod
  /** '/api/user'; ':name' segments are filled from `query` */
  path: string
  query?: QueryParams
  body?: unknown
  /** the session token to send instead of the one held in state (a login handing its new session on) */
  token?: string
}

/** Supplies the session token held in state (the user store registers itself here). */
let tokenSource: () => string | null = () => null

export function setTokenSource(source: () => string | null): void {
  tokenSource = source
}

// These two mini-program calls also carry the stored token in a `token` header, which the server accepts for them.
const TOKEN_HEADER_PATHS = ['/api/wx/tags', '/api/wx/posts_list']

/** Supplies the app's language (the language store registers itself here). */
let languageSource: () => string | null = () => null

export function setLanguageSource(source: () => string | null): void {
  languageSource = source
}

function buildUrl(path: string, query: QueryParams = {}): string {
  const rest: QueryParams = { ...query }
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  return `${filled}${queryString(rest)}`
}

function headersFor(path: string, hasBody: boolean, explicitToken?: string): Record<string, string> {
  // a JSON type with no body is refused by the server (Fastify: "Body cannot be empty when
  // content-type is set to 'application/json'"), which broke every DELETE
  const header: Record<string, string> = hasBody ? { 'Content-Type': 'application/json' } : {}
  const token = explicitToken ?? tokenSource()
  if (token) header[API_KEY_HEADER] = token
  // every message the server writes comes in the app's language, not the browser's (the mini-program has no cookie)
  const lang = languageSource()
  if (lang) header['Accept-Language'] = lang
  if (TOKEN_HEADER_PATHS.includes(path)) {
    const held = tokenSource()
    if (held) header[TOKEN_HEADER] = held
  }
  return header
}

// Codes that concern the whole session, not the screen that asked: the client only reports them;
// one listener in the app shell (components/shell/use-session-alerts) decides what the user sees.
const SESSION_EVENTS: Partial<Record<number, ApiEventName>> = {
  [ERROR_CODES.notLoggedIn]: API_EVENTS.loginRequired,
  [ERROR_CODES.disabled]: API_EVENTS.accountDisabled,
  [ERROR_CODES.smsRequired]: API_EVENTS.smsRequired,
}

async function perform<T>(url: string, request: ApiRequest): Promise<T> {
  let response
  try {
    response = await send({
      method: request.method,
      url,
      body: request.body,
      header: headersFor(request.path, request.body !== undefined, request.token),
    })
  } catch (cause) {
    throw transportError(cause)
  }
  if (response.statusCode !== 200) throw httpError(response.statusCode)
  const envelope = response.data as { status?: string; error_code?: number; error_msg?: unknown; data?: T } | null
  if (envelope && envelope.status === 'ok') return envelope.data as T
  const error = envelopeError(Number(envelope?.error_code ?? 0), envelope?.error_msg)
  const event = SESSION_EVENTS[error.code]
  if (event) emitApiEvent(event, error)
  throw error
}

/**
 * Identical calls in flight share one promise: the second call of the same method, URL and body
 * while the first is pending gets the first call's result. This is how we meet the
 * repeated-request rule of the error codes — a repeat is answered, not cancelled (see REPEAT_REQUEST_MARKER).
 */
const inFlight = new Map<string, Promise<unknown>>()

/** The one HTTP client: the answer envelope (status 'ok' = success), the messages of the error codes, token headers. */
export function apiRequest<T>(request: ApiRequest): Promise<T> {
  const url = buildUrl(request.path, request.query)
  const key = `${request.method} ${url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`
  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>
  const promise = perform<T>(url, request).finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}
