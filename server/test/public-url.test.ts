// A share link's origin (GET /api/get_qr_code) came from the Host header when
// PUBLIC_URL was unset, so in production anyone could have the server print links to a host of
// their choosing. In production the server now refuses to start without PUBLIC_URL (one line saying
// so); in development the caller's Host stays the fallback, so a local run needs no setting.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkServerConfig, ConfigError, loadConfig } from '../config'
import { api, tokenFor } from './helpers'
import { REPO_ROOT, run, serverEnv } from './server-process'

// the variables of a test alone (the global ProcessEnv type lists the ones the build always sets)
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

describe('the setting', () => {
  test('production without PUBLIC_URL: a one-line ConfigError naming PUBLIC_URL', () => {
    const config = loadConfig(env({ NODE_ENV: 'production' }), '/tmp')
    expect(() => checkServerConfig(config)).toThrow(ConfigError)
    expect(() => checkServerConfig(config)).toThrow(/^PUBLIC_URL must be set when NODE_ENV=production\b[^\n]*$/)
  })

  test('production with PUBLIC_URL: its origin, trailing slashes dropped', () => {
    const config = loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://radar.example.com/' }), '/tmp')
    expect(() => checkServerConfig(config)).not.toThrow()
    expect(config.publicUrl).toBe('https://radar.example.com')
  })

  test('development without PUBLIC_URL: allowed, the Host header is the fallback', () => {
    const config = loadConfig(env({ NODE_ENV: 'development' }), '/tmp')
    expect(config.publicUrl).toBeUndefined()
    expect(() => checkServerConfig(config)).not.toThrow()
  })

  test.each([
    'radar.example.com',
    'ftp://radar.example.com',
    'https://radar.example.com/?x=1',
    'https://radar.example.com/#top',
    'https://user:pw@radar.example.com',
  ])('a PUBLIC_URL that is not an http(s) origin (%s) is refused', (value) => {
    expect(() => loadConfig(env({ PUBLIC_URL: value }), '/tmp')).toThrow(/^PUBLIC_URL must be/)
  })
})

// that config.ts is the only reader of PUBLIC_URL (and of the environment): environment.test.ts

test('the server refuses to start in production without PUBLIC_URL, with one line', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-public-url-'))
  try {
    const env = serverEnv(dataDir, { NODE_ENV: 'production' })
    delete env.PUBLIC_URL
    const { code, output } = await run([path.join(REPO_ROOT, 'server', 'start.ts')], env, 20_000)
    expect(code).toBe(1)
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^PUBLIC_URL must be set when NODE_ENV=production/)])
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}, 30_000)

test("in development the share link takes the caller's Host (the test server has no PUBLIC_URL)", async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const { json } = await api<{ url: string }>('/api/get_qr_code?path=/concept', { token })
  expect(json.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/concept$/)
})
