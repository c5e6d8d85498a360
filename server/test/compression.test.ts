// Answers made per request go out compressed, and repeated GETs of an unchanged API
// answer are revalidated with an ETag (304, no body) instead of sent again.
import http from 'node:http'
import { call, state, tokenFor } from './helpers'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

/** The raw answer (still compressed: fetch would decode it) and its headers. */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(state().baseUrl + path, { headers }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
      })
      .on('error', reject)
  })
}

test.each([
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
])('the category tree (API and script) with Accept-Encoding %s comes as %s, a fraction of its size', async (accept, encoding) => {
  for (const path of ['/api/cats_tree?plat=all', `/static/tree/all.js?ts=${state().ts}`]) {
    const plain = await raw(path, { 'x-api-key': analyst, 'accept-encoding': 'identity' })
    const packed = await raw(path, { 'x-api-key': analyst, 'accept-encoding': accept })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(packed.headers['content-encoding']).toBe(encoding)
    expect(packed.headers.vary).toMatch(/accept-encoding/i)
    expect(packed.bytes).toBeLessThan(plain.bytes / 3)
  }
})

test('a GET answer of the API carries an ETag; asking again with it answers 304 without a body', async () => {
  const first = await call('/api/cats_tree?plat=all', { token: analyst })
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^"[\w-]+"$/)
  expect(first.headers.get('cache-control')).toBe('private, no-cache')
  const again = await call('/api/cats_tree?plat=all', { token: analyst, headers: { 'if-none-match': etag! } })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  // another caller's tree is another answer: its tag does not match
  const other = await call('/api/cats_tree?plat=all', {
    token: await tokenFor('partial@growthradar.demo'),
    headers: { 'if-none-match': etag! },
  })
  expect(other.status).toBe(200)
})

test('the H5 build keeps its precompressed copies (not compressed twice)', async () => {
  const html = await (await call('/concept', { headers: { accept: 'text/html' } })).text()
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1]
  if (!src) return // no build in this checkout: web.test.ts reports that
  const res = await raw(src, { 'accept-encoding': 'br' })
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.headers.etag ?? res.headers['last-modified']).toBeTruthy()
})
