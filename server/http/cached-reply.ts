// Sends an answer from the result cache as its stored JSON body: a repeated request skips the
// response serializer (fast-json-stringify over the route's schema), which was most of its cost.
import type { FastifyReply } from 'fastify'
import { cachedJson } from '../answers/answer-cache'
import { ok } from './envelope'

const JSON_TYPE = 'application/json; charset=utf-8'

/** The ok envelope of the cached answer of `key` (computed on a miss), serialized once by the route's schema. */
export async function sendCached<T>(reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
  // a string with a JSON content type is sent as is (Fastify serializes objects only)
  const body = await cachedJson(key, compute, (data) => String(reply.serialize(ok(data))))
  return reply.type(JSON_TYPE).send(body)
}
