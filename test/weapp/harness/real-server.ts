// The built mini-program against a real server (server/start.ts, the small dataset, WeChat login
// through the development exchanger WECHAT_EXCHANGER=local): the package's wx.request calls are sent
// to it, with the Referer WeChat gives every request of a mini-program.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FakeServer, MiniProgram, PageHandle } from './load-page'
import { serverEnv, startServer, stopChild, type StartedServer } from '../../../server/test/server-process'

// WeChat sends every wx.request of a mini-program with this Referer (server/sso/token-session.ts)
export const WECHAT_REFERER = 'https://servicewechat.com/wx0123456789abcdef/1/page-frame.html'

export interface RealServer {
  server: StartedServer
  /** the fake-server function of the harness, answering from the real server */
  handler: FakeServer
  /** a mini-program session token: a WeChat login (the code's WeChat user; DevTools' is the demo mini account) */
  wechatToken(code?: string): Promise<string>
  /** a call from outside the package, with a token */
  api(method: string, path: string, token: string, body?: unknown): Promise<{ status: string; error_code: number; data: unknown }>
  stop(): Promise<void>
}

export async function startRealServer(prefix: string): Promise<RealServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const server = await startServer(serverEnv(path.join(tmp, 'data')))
  const handler: FakeServer = async (r) => {
    const query = new URLSearchParams(r.query).toString()
    const res = await fetch(`${server.baseUrl}${r.path}${query ? `?${query}` : ''}`, {
      method: r.method,
      headers: { ...r.header, referer: WECHAT_REFERER },
      body: r.data === undefined || r.method === 'GET' ? undefined : JSON.stringify(r.data),
    })
    const text = await res.text()
    return { statusCode: res.status, data: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
  }
  const api: RealServer['api'] = async (method, apiPath, token, body) => {
    const headers: Record<string, string> = { referer: WECHAT_REFERER, ...(token ? { 'x-api-key': token } : {}) }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${server.baseUrl}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return res.json()
  }
  const wechatToken = async (code = `devtools${Date.now()}${Math.random().toString(36).slice(2, 6)}`) => {
    const login = await api('POST', '/sso/wx/login', '', { code })
    const token = (login.data as { token?: string } | null)?.token
    if (!token) throw new Error(`WeChat login gave no token: ${JSON.stringify(login)}`)
    return token
  }
  return {
    server,
    handler,
    wechatToken,
    api,
    async stop() {
      await stopChild(server.child)
      fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
}

/** Waits for `check`; the failure names the requests the package made and what it printed. */
export async function until(check: () => boolean, what: string, mp: MiniProgram, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not happen; requests: ${mp.requests.map((r) => `${r.method} ${r.path}`).join(', ')}; problems: ${mp.problems.join(' | ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export { settle } from './quiet'

/** What the page sends to the view layer, as one string (attributes and texts), to search in. */
export const rendered = (page: PageHandle): string => JSON.stringify(page.data)

/** A test file's real server (started once) and the launch of the test running (closed after it). */
export interface RealServerSuite {
  readonly real: RealServer
  mp: MiniProgram | undefined
}

/** Declares the jest hooks: one real server for the file, each test's launch closed when it ends. */
export function realServerSuite(prefix: string): RealServerSuite {
  const suite: { real?: RealServer; mp: MiniProgram | undefined } = { mp: undefined }
  beforeAll(async () => {
    suite.real = await startRealServer(prefix)
  }, 240_000)
  afterAll(() => suite.real?.stop())
  afterEach(() => {
    suite.mp?.close()
    suite.mp = undefined
  })
  return {
    get real() {
      if (!suite.real) throw new Error('the real server has not started')
      return suite.real
    },
    get mp() {
      return suite.mp
    },
    set mp(launch) {
      suite.mp = launch
    },
  }
}

/** The page a recorded navigation (or a share card's path) opens, opened as WeChat would open it. */
export function openUrl(mp: MiniProgram, url: string): Promise<PageHandle> {
  const [pagePath, query = ''] = url.replace(/^\//, '').split('?')
  return mp.openPage(pagePath, Object.fromEntries(new URLSearchParams(query)))
}
