// Client routes fall back to the web app's index.html; server paths never do.
import { call } from './helpers'

test.each(['/concept', '/social', '/detail?word=x', '/pages/concept/index'])('GET %s as a browser gets the web app', async (p) => {
  const res = await call(p, { headers: { accept: 'text/html,application/xhtml+xml' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  expect(res.headers.get('cache-control')).toBe('no-cache')
})

test('a non-HTML request for an unknown path is a 404 envelope', async () => {
  const res = await call('/concept.json', { headers: { accept: 'application/json' } })
  expect(res.status).toBe(404)
  expect(await res.json()).toMatchObject({ status: 'error', error_code: 404 })
})
