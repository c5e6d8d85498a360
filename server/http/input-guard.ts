// Kinds of input that pass a schema yet cannot be stored or compared, refused as -400 with the
// field named instead of failing inside a store as a server error:
// - the NUL character (0x00): PostgreSQL text cannot hold it and no field of this API means one;
// - a lone surrogate (half of a UTF-16 pair, sent as the JSON escape "\ud800"): text that is not
//   Unicode, which UTF-8 cannot encode — jsonb refused it (-500 on /api/wxmini_params)
//   and text columns silently stored U+FFFD instead, so a follow's word was not the word sent;
// - a number that is not finite: the validator coerces the query or body text "Infinity" (or
//   "1e309") to Infinity and lets it through an integer's minimum and maximum.
import type { FastifyInstance } from 'fastify'
import { ApiError } from './envelope'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const NUL = '\u0000'
// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Where the first value failing `bad` sits in a parsed value ('body.items.0.word'), or null. */
function findValue(value: unknown, root: string, bad: (leaf: unknown) => boolean): string | null {
  // iterative: a deeply nested body must not exhaust the stack
  const stack: [unknown, string][] = [[value, root]]
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, path] = top
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (bad(key)) return path
        stack.push([child, `${path}.${key}`])
      }
    } else if (bad(v)) {
      return path
    }
  }
  return null
}

const holdsNul = (v: unknown) => typeof v === 'string' && v.includes(NUL)
const holdsLoneSurrogate = (v: unknown) => typeof v === 'string' && LONE_SURROGATE.test(v)
const notFinite = (v: unknown) => typeof v === 'number' && !Number.isFinite(v)

function firstIn(request: { params: unknown; query: unknown; body: unknown }, bad: (leaf: unknown) => boolean): string | null {
  return findValue(request.params, 'params', bad) ?? findValue(request.query, 'querystring', bad) ?? findValue(request.body, 'body', bad)
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = firstIn(request, holdsNul)
    if (found) throw new ApiError(ERROR_CODES.badParam, say.textWithNul(found))
    const broken = firstIn(request, holdsLoneSurrogate)
    if (broken) throw new ApiError(ERROR_CODES.badParam, say.textWithSurrogate(broken))
  })
  // after validation: the coerced values are in place
  app.addHook('preHandler', async (request) => {
    const found = firstIn(request, notFinite)
    if (found) throw new ApiError(ERROR_CODES.badParam, say.notFinite(found))
  })
}
