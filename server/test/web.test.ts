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

describe('the web app is sent compressed (what a browser receives, not what the build wrote)', () => {
  const fs = require('node:fs') as typeof import('fs')
  const path = require('node:path') as typeof import('path')
  const index = path.resolve(__dirname, '..', '..', 'dist', 'h5', 'index.html')
  const script = () => {
    const html = fs.readFileSync(index, 'utf8')
    const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1]
    if (!src) throw new Error(`no script in ${index}: build the H5 app first (npm test does)`)
    return src
  }

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('Accept-Encoding %s → Content-Encoding %s, far fewer bytes than the file', async (accept, encoding) => {
    const src = script()
    const res = await call(src, { headers: { 'accept-encoding': accept } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe(encoding)
    const sent = Number(res.headers.get('content-length'))
    const raw = fs.statSync(path.resolve(path.dirname(index), src.replace(/^\//, ''))).size
    expect(sent).toBeGreaterThan(0)
    expect(sent).toBeLessThan(raw * 0.5)
  })

  test('a client that asks for no encoding gets the file as it is', async () => {
    const res = await call(script(), { headers: { 'accept-encoding': 'identity' } })
    expect(res.headers.get('content-encoding')).toBeNull()
  })
})

describe('index.html names the texts of the language the app starts in', () => {
  const scripts = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])

  test.each([
    ['no language cookie', undefined, 'zh-CN', 'lang-zh'],
    ['language=zh', 'language=zh', 'zh-CN', 'lang-zh'],
    ['language=en', 'language=en', 'en', 'lang-en'],
    ['a cookie that is not a language', 'language=fr', 'zh-CN', 'lang-zh'],
  ])('%s → <html lang="%s">, %s first and no other language', async (_case, cookie, htmlLang, dictionary) => {
    const res = await call('/concept', { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
    const html = await res.text()
    expect(html).toContain(`<html lang="${htmlLang}"`)
    const named = scripts(html)
    expect(named[0]).toMatch(new RegExp(`^/js/${dictionary}\\.[0-9a-f]{8}\\.js$`))
    expect(named.filter((src) => src.includes('/js/lang-'))).toHaveLength(1)
    expect(res.headers.get('vary')).toMatch(/cookie/i)
    // the script named is served
    expect((await call(named[0])).status).toBe(200)
  })
})

describe("index.html preloads the route's own scripts and styles", () => {
  const fs = require('node:fs') as typeof import('fs')
  const path = require('node:path') as typeof import('path')
  const manifest = () =>
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'dist', 'h5', 'route-chunks.json'), 'utf8')) as Record<string, string[]>
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(script|style)" href="([^"]+)"/g)].map((m) => m[2])

  test.each(['concept', 'social', 'detail'])('/%s names every file of its page, after the start-up scripts', async (route) => {
    const files = manifest()[`pages/${route}/index`]
    expect(files.length).toBeGreaterThan(0)
    const html = await (await call(`/${route}?word=x`, { headers: { accept: 'text/html' } })).text()
    expect(preloads(html).sort()).toEqual(files.map((f) => `/${f}`).sort())
    // the start-up scripts come first: the preloads must not hold them back
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.lastIndexOf('<script defer'))
    for (const file of files.slice(0, 3)) expect((await call(`/${file}`)).status).toBe(200)
  })

  test("'/' (the width decides where it goes) and an unknown path preload nothing", async () => {
    for (const p of ['/', '/no-such-screen']) {
      const html = await (await call(p, { headers: { accept: 'text/html' } })).text()
      expect(preloads(html)).toEqual([])
    }
  })
})
