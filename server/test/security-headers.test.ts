// No security headers were sent, and the login page could be framed (clickjacking).
// Every answer now carries a Content-Security-Policy that lets the H5 app run as built — its own
// scripts, the inline script of dist/h5/index.html by its hash, the category-tree scripts, inline
// style attributes (React, ECharts), data: images (the QR codes), its own /api — and nothing else,
// frame-ancestors 'none' with X-Frame-Options DENY, X-Content-Type-Options nosniff and
// Referrer-Policy strict-origin-when-cross-origin.
import crypto from 'node:crypto'
import { call, PASSWORD, tokenFor } from './helpers'

function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) out.set(name, values)
  }
  return out
}

function expectHeaders(res: Response): Map<string, string[]> {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  const csp = directives(res.headers.get('content-security-policy'))
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  return csp
}

test('the H5 page: every header, and a policy the app runs under', async () => {
  const res = await call('/', { headers: { accept: 'text/html' } })
  expect(res.status).toBe(200)
  const html = await res.text()
  const csp = expectHeaders(res)
  expect(csp.get('default-src')).toEqual(["'self'"])
  // the app's own scripts (/js/*, /static/tree/*.js) and each inline script of index.html by its hash, no other inline script, no eval
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1])
  const hashes = inline.map((text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  expect(csp.get('script-src')).toEqual(["'self'", ...hashes])
  // inline style attributes (React's style prop, ECharts' tooltips) and the app's CSS files
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  // QR codes are data:image/svg+xml
  expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
})

test('the login page cannot be framed', async () => {
  const res = await call('/sso/login')
  expect(res.status).toBe(200)
  expectHeaders(res)
  const after = await call('/sso/login', { form: { username: 'nobody@growthradar.demo', password: 'wrong' } })
  expectHeaders(after)
  const ok = await call('/sso/login', { form: { username: 'free@growthradar.demo', password: PASSWORD } })
  expect(ok.status).toBe(302)
  expectHeaders(ok)
})

test('API answers, refusals, scripts and unknown paths carry them too', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  for (const res of [
    await call('/api/user', { token }),
    await call('/api/no_such_call'),
    await call('/api/ecommerce', { token, body: { plat: 'x' } }),
    await call('/static/tree/all.js?ts=2026-01', { token }),
    await call('/mj_logout'),
  ])
    expectHeaders(res)
})
