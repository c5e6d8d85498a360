// Runs the BUILT mini-program (dist/weapp) under plain Node, the way WeChat's logic layer would:
// each .js file is evaluated in one shared sandbox whose only globals are those WeChat gives a
// mini-program (wx, App, Page, Component, getApp, getCurrentPages, timers, console), with a
// `require` of its own resolved against the file's folder. Nothing is rendered: WeChat's view layer
// turns the page's data into pixels, so what this harness records is what the logic layer sends it,
// the page's setData calls, applied to a copy of the page data as WeChat applies them.
//
// Used by tests that must prove the shipped build (not the sources under jest) starts, fetches and
// shows data. Load another page with `openPage('pages/<name>/index', query)`.
import fs from 'fs'
import path from 'path'
import vm from 'vm'

export const WEAPP_DIST = path.join(__dirname, '../../../dist/weapp')

/** One wx.request as the page sent it. */
export interface RecordedRequest {
  method: string
  /** the URL as sent: API_BASE + path + query */
  url: string
  /** path without API_BASE and query, e.g. '/api/user' */
  path: string
  query: Record<string, string>
  header: Record<string, string>
  data: unknown
}

export interface FakeResponse {
  /** HTTP status; 200 when left out */
  statusCode?: number
  data: unknown
}

/** The fake server: answers each request (or throws to make wx.request fail, as with no network). */
export type FakeServer = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>

/** SPEC envelope of a success. */
export const ok = (data: unknown): FakeResponse => ({ data: { status: 'ok', error_code: 0, error_msg: '', data } })
/** SPEC envelope of a failure with a catalogue code (the client fills in the message). */
export const failure = (errorCode: number, errorMsg = ''): FakeResponse => ({
  data: { status: 'error', error_code: errorCode, error_msg: errorMsg, data: null },
})

export interface LoadOptions {
  server: FakeServer
  /** wx storage before launch (e.g. the session token) */
  storage?: Record<string, unknown>
  /** the device's window width in px (375: a phone) */
  windowWidth?: number
}

/** A node of Taro's page data: `cn` children, `v` text, `sid` the element id its events use. */
interface DataNode {
  cn?: DataNode[]
  v?: unknown
  sid?: string
  [key: string]: unknown
}

export interface PageHandle {
  route: string
  /** the page instance Page() would have created (holds $taroPath etc.) */
  instance: Record<string, unknown>
  /** every setData call, its payload as sent, in order */
  setDataCalls: Record<string, unknown>[]
  /** the page data after applying every setData (what the view layer would render) */
  data: { root?: DataNode }
  /** the texts of the rendered tree, in document order */
  texts(): string[]
  /** resolves once the rendered texts contain `text`; rejects with the texts seen after `timeoutMs` */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>
  /** a tap on the element around the first text matching `text` (bubbles like a real tap) */
  tap(text: string | RegExp): void
}

export interface MiniProgram {
  app: Record<string, unknown>
  requests: RecordedRequest[]
  storage: Map<string, unknown>
  /** console.error / console.warn lines the build printed (Taro warns here for a missing wx API) */
  problems: string[]
  /** errors thrown by timers or promise jobs of the build, which WeChat would report to onError */
  uncaught: unknown[]
  /** opens a page as wx.navigateTo would: evaluates its js once, creates the instance, runs onLoad/onShow/onReady */
  openPage(route: string, query?: Record<string, string>): Promise<PageHandle>
}

function missingBuild(): Error {
  return new Error(
    `dist/weapp is not built (no ${path.join(WEAPP_DIST, 'app.js')}). npm test builds it first; ` +
      'for a single run: flock /tmp/gr-build.lock env NODE_ENV=production npx taro build --type weapp',
  )
}

/** WeChat's setData path syntax as Taro writes it: 'root.cn.[0].cn.[2].v' or 'a.b[1]'. */
function pathSegments(key: string): (string | number)[] {
  const segments: (string | number)[] = []
  for (const part of key.split('.')) {
    const re = /([^[\]]+)|\[(\d+)\]/g
    let match
    while ((match = re.exec(part))) segments.push(match[2] !== undefined ? Number(match[2]) : match[1])
  }
  return segments
}

function applySetData(target: Record<string, unknown>, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    const segments = pathSegments(key)
    let node: Record<string | number, unknown> = target
    segments.slice(0, -1).forEach((segment, i) => {
      if (node[segment] === null || typeof node[segment] !== 'object') node[segment] = typeof segments[i + 1] === 'number' ? [] : {}
      node = node[segment] as Record<string | number, unknown>
    })
    // WeChat copies the data it receives (it crosses to the view layer as JSON)
    node[segments[segments.length - 1]] = value === undefined ? undefined : JSON.parse(JSON.stringify(value))
  }
}

function collectTexts(node: DataNode | undefined, out: string[]): string[] {
  if (!node) return out
  if (typeof node.v === 'string' && node.v.trim() !== '') out.push(node.v)
  for (const child of node.cn ?? []) collectTexts(child, out)
  return out
}

/** The deepest element whose own text children match: a tap there bubbles to its handlers, as on a device. */
function findElementByText(node: DataNode | undefined, text: string | RegExp): DataNode | null {
  if (!node) return null
  for (const child of node.cn ?? []) {
    const found = findElementByText(child, text)
    if (found) return found
  }
  const own = (node.cn ?? []).some((c) => typeof c.v === 'string' && (typeof text === 'string' ? c.v.includes(text) : text.test(c.v)))
  return own && node.sid ? node : null
}

const matches = (texts: string[], text: string | RegExp) =>
  texts.some((t) => (typeof text === 'string' ? t.includes(text) : text.test(t)))

/**
 * Loads app.js (and what it requires) and the shared custom component, and launches the app.
 * Each call gets a fresh sandbox: nothing (module state, swr cache, stores) leaks between tests.
 */
export async function loadMiniProgram(options: LoadOptions): Promise<MiniProgram> {
  if (!fs.existsSync(path.join(WEAPP_DIST, 'app.js'))) throw missingBuild()
  const appJson = JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'app.json'), 'utf8')) as { pages: string[] }

  const requests: RecordedRequest[] = []
  const problems: string[] = []
  const uncaught: unknown[] = []
  const storage = new Map<string, unknown>(Object.entries(options.storage ?? {}))
  const windowWidth = options.windowWidth ?? 375
  const windowInfo = { windowWidth, windowHeight: 667, screenWidth: windowWidth, screenHeight: 667, pixelRatio: 2, statusBarHeight: 20, safeArea: { top: 20, bottom: 667, left: 0, right: windowWidth, width: windowWidth, height: 647 } }
  const deviceInfo = { brand: 'devtools', model: 'iPhone 6', system: 'iOS 16.0', platform: 'devtools', pixelRatio: 2 }
  const appBaseInfo = { SDKVersion: '3.4.0', version: '8.0.50', language: 'zh_CN', theme: 'light', enableDebug: false }
  // WeChat calls the success/fail/complete callbacks asynchronously; so do the stand-ins
  const later = (fn: () => void) => setTimeout(fn, 0)
  const noop = () => undefined

  // Only the APIs the build reaches. Taro wraps exactly the own keys of `wx` present when taro.js
  // loads (and prints "暂不支持" for a missing one when called), so each must be here from the start.
  const wx: Record<string, unknown> = {
    // the API client's only transport (src/api/transport.ts via Taro.request)
    request(req: { url: string; method?: string; data?: unknown; header?: Record<string, string>; success?: (r: unknown) => void; fail?: (e: unknown) => void; complete?: (r: unknown) => void }) {
      const url = new URL(req.url, 'https://api.invalid')
      const recorded: RecordedRequest = {
        method: (req.method ?? 'GET').toUpperCase(),
        url: req.url,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        header: { ...(req.header ?? {}) },
        // the mini-program serialises the body as JSON: record what would go over the wire
        data: req.data === undefined ? undefined : JSON.parse(JSON.stringify(req.data)),
      }
      requests.push(recorded)
      let aborted = false
      Promise.resolve()
        .then(() => options.server(recorded))
        .then(
          (res) => {
            if (aborted) return
            const result = { statusCode: res.statusCode ?? 200, data: JSON.parse(JSON.stringify(res.data)), header: {}, errMsg: 'request:ok' }
            later(() => {
              req.success?.(result)
              req.complete?.(result)
            })
          },
          (error: unknown) => {
            const result = { errMsg: `request:fail ${error instanceof Error ? error.message : String(error)}` }
            later(() => {
              req.fail?.(result)
              req.complete?.(result)
            })
          },
        )
      return { abort: () => void (aborted = true), onHeadersReceived: noop, offHeadersReceived: noop }
    },
    // src/platform/storage.weapp.ts (token, language, platform, category-tree cache); '' for a missing key as on WeChat
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    // viewport width (src/platform/viewport.weapp.ts) and Taro's own system checks
    getWindowInfo: () => ({ ...windowInfo }),
    getSystemInfoSync: () => ({ ...windowInfo, ...deviceInfo, ...appBaseInfo }),
    getDeviceInfo: () => ({ ...deviceInfo }),
    getAppBaseInfo: () => ({ ...appBaseInfo }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx0000000000000000', envVersion: 'develop', version: '' } }),
    onWindowResize: noop,
    offWindowResize: noop,
    // the error reporter (src/api/error-reporter.ts) subscribes to these
    onError: noop,
    offError: noop,
    onUnhandledRejection: noop,
    offUnhandledRejection: noop,
    onAppShow: noop,
    offAppShow: noop,
    onAppHide: noop,
    offAppHide: noop,
    onNetworkStatusChange: noop,
    offNetworkStatusChange: noop,
    // the page title (Layout); the navigation APIs answer success and go nowhere
    setNavigationBarTitle: (o: { success?: (r: unknown) => void }) => later(() => o?.success?.({ errMsg: 'setNavigationBarTitle:ok' })),
    navigateTo: (o: { success?: (r: unknown) => void }) => later(() => o?.success?.({ errMsg: 'navigateTo:ok' })),
    redirectTo: (o: { success?: (r: unknown) => void }) => later(() => o?.success?.({ errMsg: 'redirectTo:ok' })),
    reLaunch: (o: { success?: (r: unknown) => void }) => later(() => o?.success?.({ errMsg: 'reLaunch:ok' })),
    showToast: (o: { success?: (r: unknown) => void }) => later(() => o?.success?.({ errMsg: 'showToast:ok' })),
    // measuring layout needs the view layer; answer every query with nothing, as for a node not yet rendered
    createSelectorQuery: () => {
      const query = {
        in: () => query,
        select: () => nodesRef,
        selectAll: () => nodesRef,
        selectViewport: () => nodesRef,
        exec: (cb?: (r: unknown[]) => void) => later(() => cb?.([])),
      }
      const nodesRef = { boundingClientRect: () => query, scrollOffset: () => query, fields: () => query, node: () => query }
      return query
    },
  }

  // --- App / Page / Component, as WeChat's logic layer provides them -------------------------
  let appConfig: Record<string, unknown> | null = null
  const pageConfigs = new Map<string, Record<string, unknown>>()
  const components: Record<string, unknown>[] = []
  const pageStack: Record<string, unknown>[] = []
  let loadingPage: string | null = null

  const sandbox: Record<string, unknown> = {
    wx,
    console: {
      log: noop,
      info: noop,
      debug: noop,
      warn: (...args: unknown[]) => problems.push(`warn: ${args.map(String).join(' ')}`),
      error: (...args: unknown[]) => problems.push(`error: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`),
    },
    // timers: the host's, so a job thrown in one is recorded instead of ending the test run
    setTimeout: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      setTimeout(() => {
        try {
          fn(...args)
        } catch (error) {
          uncaught.push(error)
        }
      }, ms),
    clearTimeout,
    setInterval,
    clearInterval,
    App(config: Record<string, unknown>) {
      appConfig = config
    },
    Page(config: Record<string, unknown>) {
      // WeChat ties Page() to the file being evaluated; so do we
      if (!loadingPage) throw new Error('Page() called outside a page file')
      pageConfigs.set(loadingPage, config)
    },
    Component(config: Record<string, unknown>) {
      components.push(config)
    },
    Behavior: (definition: unknown) => definition,
    getApp: () => appConfig,
    getCurrentPages: () => [...pageStack],
  }
  // WeChat's logic layer is its own realm: only the globals above plus the language's built-ins
  sandbox.globalThis = sandbox
  const context = vm.createContext(sandbox)

  // --- files: WeChat's module system (one `require` per file, relative to its folder) --------
  const cache = new Map<string, { exports: unknown }>()
  function load(file: string): unknown {
    const resolved = file.endsWith('.js') ? file : `${file}.js`
    const cached = cache.get(resolved)
    if (cached) return cached.exports
    if (!fs.existsSync(resolved)) throw new Error(`the build requires ${path.relative(WEAPP_DIST, resolved)}, which is missing`)
    const module = { exports: {} as unknown }
    cache.set(resolved, module)
    const source = fs.readFileSync(resolved, 'utf8')
    const wrapped = vm.runInContext(`(function (require, module, exports) {${source}\n})`, context, { filename: resolved })
    const localRequire = (request: string) => load(path.resolve(path.dirname(resolved), request))
    ;(wrapped as (r: unknown, m: unknown, e: unknown) => void)(localRequire, module, module.exports)
    return module.exports
  }

  load(path.join(WEAPP_DIST, 'app.js'))
  if (!appConfig) throw new Error('app.js did not call App()')
  const app = appConfig as Record<string, unknown>
  // the custom component every page's usingComponents lists (Taro's recursive template)
  if (fs.existsSync(path.join(WEAPP_DIST, 'comp.js'))) load(path.join(WEAPP_DIST, 'comp.js'))

  const launch = { path: appJson.pages[0], query: {}, scene: 1001, referrerInfo: {} }
  ;(app.onLaunch as ((o: unknown) => void) | undefined)?.call(app, launch)
  ;(app.onShow as ((o: unknown) => void) | undefined)?.call(app, launch)

  async function openPage(route: string, query: Record<string, string> = {}): Promise<PageHandle> {
    const file = path.join(WEAPP_DIST, `${route}.js`)
    if (!pageConfigs.has(route)) {
      loadingPage = route
      try {
        load(file)
      } finally {
        loadingPage = null
      }
    }
    const config = pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)

    const setDataCalls: Record<string, unknown>[] = []
    // WeChat copies the definition's fields (methods included) onto a new instance, and its data
    const instance: Record<string, unknown> = {
      ...config,
      data: JSON.parse(JSON.stringify(config.data ?? {})),
      route,
      __route__: route,
      options: query,
      setData(payload: Record<string, unknown>, callback?: () => void) {
        setDataCalls.push(payload)
        // the logic layer's data changes at once; the callback waits for the view layer
        applySetData(instance.data as Record<string, unknown>, payload)
        if (callback) later(callback)
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => (wx.createSelectorQuery as () => unknown)(),
    }
    pageStack.push(instance)

    const call = (name: string, ...args: unknown[]) => (instance[name] as ((...a: unknown[]) => void) | undefined)?.apply(instance, args)
    call('onLoad', { ...query })
    call('onShow')
    // WeChat sends onReady after the first render reached the view layer
    await new Promise((resolve) => setTimeout(resolve, 0))
    call('onReady')

    const handle: PageHandle = {
      route,
      instance,
      setDataCalls,
      data: instance.data as PageHandle['data'],
      texts: () => collectTexts((instance.data as PageHandle['data']).root, []),
      async waitForText(text, timeoutMs = 5000) {
        const deadline = Date.now() + timeoutMs
        while (!matches(handle.texts(), text)) {
          if (uncaught.length) throw uncaught[0]
          if (Date.now() > deadline) {
            throw new Error(`"${String(text)}" never rendered in ${route}. Texts: ${JSON.stringify(handle.texts())}\nProblems: ${problems.join('\n')}`)
          }
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      },
      tap(text) {
        const element = findElementByText((instance.data as PageHandle['data']).root, text)
        if (!element?.sid) throw new Error(`no element shows "${String(text)}" in ${route}. Texts: ${JSON.stringify(handle.texts())}`)
        // the event WeChat delivers to Taro's single handler (`eh`) for a bound tap
        const target = { id: element.sid, dataset: { sid: element.sid } }
        call('eh', { type: 'tap', timeStamp: Date.now(), target, currentTarget: target, detail: { x: 0, y: 0 }, touches: [], changedTouches: [] })
      },
    }
    return handle
  }

  return { app, requests, storage, problems, uncaught, openPage }
}
