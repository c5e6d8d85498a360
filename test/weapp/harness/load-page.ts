// Runs the BUILT mini-program (dist/weapp) under plain Node, the way WeChat's logic layer would:
// each .js file is evaluated in one shared sandbox whose only globals are those WeChat gives a
// mini-program (wx, App, Page, Component, getApp, getCurrentPages, timers, console), with a
// `require` of its own resolved against the file's folder. Nothing is rendered: WeChat's view layer
// turns the page's data into pixels, so what this harness records is what the logic layer sends it,
// the page's setData calls, applied to a copy of the page data as WeChat applies them.
//
// Used by tests that must prove the shipped build (not the sources under jest) starts, fetches and
// shows data. Load another page with `openPage('pages/<name>/index', query)`.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

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

/** The envelope of a success. */
export const ok = (data: unknown): FakeResponse => ({ data: { status: 'ok', error_code: 0, error_msg: '', data } })
/** The envelope of a failure with a catalogue code (the client fills in the message). */
export const failure = (errorCode: number, errorMsg = ''): FakeResponse => ({
  data: { status: 'error', error_code: errorCode, error_msg: errorMsg, data: null },
})

export interface LoadOptions {
  server: FakeServer
  /** wx storage before launch (e.g. the session token) */
  storage?: Record<string, unknown>
  /** the device's window width in px (375: a phone) */
  windowWidth?: number
  /**
   * What a node query (`createSelectorQuery().select(selector).fields(...)`) finds for a selector:
   * the fields WeChat would return (for a Canvas 2D: `{ node, width, height }`), or null for nothing.
   * Left out, every query answers nothing, as layout lives in the absent view layer.
   */
  nodes?: (selector: string) => Record<string, unknown> | null
  /** wx.createOffscreenCanvas (base library ≥ 2.16.1), for a chart's text measurement */
  createOffscreenCanvas?: () => unknown
  /** the code wx.login hands out (WeChat login); left out, a new random one each call, as WeChat does */
  loginCode?: () => string
  /**
   * The privacy authorization (app.json `__usePrivacyCheck__`): whether the user agreed before this
   * launch (default: not yet, as on a first run), and which APIs the app's privacy guide leaves out
   * (WeChat fails those with errno 112 whatever the user says).
   */
  privacy?: { agreed?: boolean; undeclared?: string[] }
  /** the answer to wx.showModal: the confirm button (default) or cancel */
  modalConfirm?: boolean
  /** the user's answer to wx.requestSubscribeMessage for every template asked: 'accept' (default) or 'reject' */
  subscribe?: 'accept' | 'reject'
  /** the scene WeChat opened the mini-program in (1154: a page shared to Moments, its single-page mode); default 1001 */
  scene?: number
  /** wx APIs the phone's base library lacks (an older WeChat): left out of the stand-in */
  without?: string[]
}

/** A node of Taro's page data: `cn` children, `v` text, `sid` the element id its events use, `cl` its classes. */
export interface DataNode {
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
  /** the rendered texts after each setData: the states the page went through */
  renders: string[][]
  /** resolves once the rendered texts contain `text`; rejects with the texts seen after `timeoutMs` (10 s) */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>
  /** a tap on the element around the first text matching `text` (bubbles like a real tap) */
  tap(text: string | RegExp): void
  /**
   * A tap on the first element whose class list has `className`. Use it for an element whose handler
   * sits above the text (a picker's box around its label): the harness does not bubble a tap the way
   * WeChat delivers it to each ancestor that binds it.
   */
  tapClass(className: string): void
  /**
   * A tap on one element of the page data (found with `nodesOfClass`), delivered as WeChat delivers a
   * tap: to the element, then to each element around it (Taro's templates bind tap on every element,
   * and Taro runs the handlers once the outermost one that has any is reached).
   */
  tapNode(node: DataNode): void
  /** Any other event WeChat sends an element (an open-type button's, e.g. 'agreeprivacyauthorization'). */
  fire(node: DataNode, type: string, detail?: Record<string, unknown>): void
}

/** The texts of a node's subtree, in document order. */
export function nodeTexts(node: DataNode | undefined): string[] {
  return collectTexts(node, [])
}

/** Every element under `node` (itself included) whose class list has `className`, in document order. */
export function nodesOfClass(node: DataNode | undefined, className: string): DataNode[] {
  if (!node) return []
  const own = typeof node.cl === 'string' && node.cl.split(' ').includes(className) ? [node] : []
  return [...own, ...(node.cn ?? []).flatMap((child) => nodesOfClass(child, className))]
}

export interface MiniProgram {
  app: Record<string, unknown>
  requests: RecordedRequest[]
  /**
   * counts every request sent or answered and every setData; -1 while a timeout due at once still waits
   * (a starved machine may run the test's own timer first). Unchanged means the mini-program is idle.
   */
  activity(): number
  storage: Map<string, unknown>
  /** wx.navigateTo / redirectTo / switchTab / reLaunch calls, in order; `failed` where WeChat refuses one */
  navigations: { api: string; url: string; failed?: true }[]
  /** titles of wx.showToast calls */
  toasts: string[]
  /** wx.setTabBarItem calls: the tab bar's labels as the app set them */
  tabBarItems: { index: number; text: string }[]
  /** titles of wx.showModal calls */
  modals: string[]
  /** each privacy-gated call and WeChat's answer: 'ok', or the errno it failed with */
  privacyCalls: { api: string; result: 'ok' | number }[]
  /** what the app told WeChat's privacy question, in order: exposureAuthorization, agree, disagree */
  /** the templates of each wx.requestSubscribeMessage call */
  subscribeAsks: string[][]
  privacyAnswers: string[]
  /** console.error / console.warn lines the build printed (Taro warns here for a missing wx API) */
  problems: string[]
  /** errors thrown in the build's timers (WeChat would pass them to onError); waitForText rethrows the first */
  uncaught: unknown[]
  /** opens a page as wx.navigateTo would: evaluates its js once, creates the instance, runs onLoad/onShow/onReady */
  openPage(route: string, query?: Record<string, string>): Promise<PageHandle>
  /** unloads the open pages (onUnload) and stops every timer the build left, so jest can exit */
  close(): void
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

/** The elements from the root down to `node` (both included), or null when it is not in the tree. */
function ancestry(root: DataNode | undefined, node: DataNode): DataNode[] | null {
  if (!root) return null
  if (root === node) return [root]
  for (const child of root.cn ?? []) {
    const below = ancestry(child, node)
    if (below) return [root, ...below]
  }
  return null
}

/** The first element, in document order, that `match` accepts. */
function findElement(node: DataNode | undefined, match: (node: DataNode) => boolean): DataNode | null {
  if (!node) return null
  if (match(node)) return node
  for (const child of node.cn ?? []) {
    const found = findElement(child, match)
    if (found) return found
  }
  return null
}

const matches = (texts: string[], text: string | RegExp) => texts.some((t) => (typeof text === 'string' ? t.includes(text) : text.test(t)))

/**
 * Loads app.js (and what it requires) and the shared custom component, and launches the app.
 * Each call gets a fresh sandbox: nothing (module state, swr cache, stores) leaks between tests.
 */
const SOON_MS = 20

export async function loadMiniProgram(options: LoadOptions): Promise<MiniProgram> {
  if (!fs.existsSync(path.join(WEAPP_DIST, 'app.js'))) throw missingBuild()
  const appJson = JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'app.json'), 'utf8')) as {
    pages: string[]
    tabBar?: { list: { pagePath: string }[] }
  }

  const requests: RecordedRequest[] = []
  let activity = 0
  const problems: string[] = []
  const uncaught: unknown[] = []
  const storage = new Map<string, unknown>(Object.entries(options.storage ?? {}))
  const windowWidth = options.windowWidth ?? 375
  const windowInfo = {
    windowWidth,
    windowHeight: 667,
    screenWidth: windowWidth,
    screenHeight: 667,
    pixelRatio: 2,
    statusBarHeight: 20,
    safeArea: { top: 20, bottom: 667, left: 0, right: windowWidth, width: windowWidth, height: 647 },
  }
  const deviceInfo = { brand: 'devtools', model: 'iPhone 6', system: 'iOS 16.0', platform: 'devtools', pixelRatio: 2 }
  const appBaseInfo = { SDKVersion: '3.4.0', version: '8.0.50', language: 'zh_CN', theme: 'light', enableDebug: false }
  const timers = new Set<NodeJS.Timeout>()
  const intervals = new Set<NodeJS.Timeout>()
  let closed = false
  const guard = (fn: () => void) => {
    if (closed) return
    try {
      fn()
    } catch (error) {
      uncaught.push(error)
    }
  }

  // timeouts due at once (a callback, a render the scheduler put off): while one waits, work is under way
  const dueSoon = new Set<NodeJS.Timeout>()
  function trackedTimeout(fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]): NodeJS.Timeout {
    const handle = setTimeout(() => {
      timers.delete(handle)
      dueSoon.delete(handle)
      guard(() => fn(...args))
    }, ms)
    timers.add(handle)
    if ((ms ?? 0) <= SOON_MS) dueSoon.add(handle)
    return handle
  }

  // WeChat calls the success/fail/complete callbacks asynchronously; so do the stand-ins
  const later = (fn: () => void) => void trackedTimeout(fn, 0)
  const noop = () => undefined
  type Callbacks = { success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void } | undefined
  const succeed = (o: Callbacks, api: string, extra: object = {}) => {
    const result = { errMsg: `${api}:ok`, ...extra }
    later(() => (o?.success?.(result), o?.complete?.(result)))
  }
  const fail = (o: Callbacks, errMsg: string, extra: object = {}) =>
    later(() => (o?.fail?.({ errMsg, ...extra }), o?.complete?.({ errMsg, ...extra })))
  const modals: string[] = []
  const subscribeAsks: string[][] = []
  // WeChat's privacy check: a gated API before the user agreed asks the app's listener
  // (wx.onNeedPrivacyAuthorization) and waits for its resolve; refused, the API fails with errno 104;
  // an API the privacy guide does not declare fails with errno 112 without asking. resolve takes the
  // exposure of the app's dialog first (exposureAuthorization), then one agree or disagree.
  const privacyCalls: { api: string; result: 'ok' | number }[] = []
  const privacyAnswers: string[] = []
  let privacyAgreed = options.privacy?.agreed ?? false
  let privacyListener: ((resolve: (answer: { event: string; buttonId?: string }) => void) => void) | null = null
  const privacyGated = (api: string, o: Callbacks, run: () => void) => {
    const refuse = (errno: number, reason: string) => {
      privacyCalls.push({ api, result: errno })
      fail(o, `${api}:fail ${reason}`, { errno })
    }
    if (options.privacy?.undeclared?.includes(api)) return refuse(112, 'api scope is not declared in the privacy agreement')
    const go = () => (privacyCalls.push({ api, result: 'ok' }), run())
    if (privacyAgreed) return go()
    if (!privacyListener) return refuse(104, 'privacy permission is not authorized')
    let settled = false
    privacyListener((answer) => {
      privacyAnswers.push(answer.event)
      if (answer.event === 'exposureAuthorization' || settled) return
      settled = true
      if (answer.event === 'agree') {
        privacyAgreed = true
        go()
      } else refuse(104, 'privacy permission is not authorized')
    })
  }
  const navigations: { api: string; url: string; failed?: true }[] = []
  const toasts: string[] = []
  const tabBarItems: { index: number; text: string }[] = []
  const tabPages = new Set((appJson.tabBar?.list ?? []).map((item) => item.pagePath))
  const isTabUrl = (url: string) => tabPages.has(url.split('?')[0].replace(/^\//, ''))
  const routeCall = (api: string, o: Callbacks & { url: string }, allowed: boolean) => {
    navigations.push(allowed ? { api, url: o.url } : { api, url: o.url, failed: true })
    if (allowed) succeed(o, api)
    else fail(o, `${api}:fail can not ${api} ${isTabUrl(o.url) ? 'a tabbar page' : 'a non-tabbar page'}`)
  }

  // Only the APIs the build reaches. Taro wraps exactly the own keys of `wx` present when taro.js
  // loads (and prints "暂不支持" for a missing one when called), so each must be here from the start.
  const wx: Record<string, unknown> = {
    // the API client's only transport (src/api/transport.ts via Taro.request)
    request(req: {
      url: string
      method?: string
      data?: unknown
      header?: Record<string, string>
      success?: (r: unknown) => void
      fail?: (e: unknown) => void
      complete?: (r: unknown) => void
    }) {
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
      activity++
      let aborted = false
      Promise.resolve()
        .then(() => options.server(recorded))
        .then(
          (res) => {
            if (aborted) return
            const result = {
              statusCode: res.statusCode ?? 200,
              data: JSON.parse(JSON.stringify(res.data)),
              header: {},
              errMsg: 'request:ok',
            }
            later(() => {
              activity++
              req.success?.(result)
              req.complete?.(result)
            })
          },
          (error: unknown) => {
            const result = { errMsg: `request:fail ${error instanceof Error ? error.message : String(error)}` }
            later(() => {
              activity++
              req.fail?.(result)
              req.complete?.(result)
            })
          },
        )
      return { abort: () => void (aborted = true), onHeadersReceived: noop, offHeadersReceived: noop }
    },
    // storage.weapp.ts: token, language, platform; '' for a missing key, as on WeChat
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    // storage.weapp.ts: a chosen platform, the token after login
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    // storage.weapp.ts: logout clears the token
    removeStorageSync: (key: string) => void storage.delete(key),
    // category-cache.weapp.ts lists its keys to clear another user's trees
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    // category-cache.weapp.ts reads a cached tree; WeChat fails for a missing key
    getStorage: (o: Callbacks & { key: string }) =>
      storage.has(o.key) ? succeed(o, 'getStorage', { data: storage.get(o.key) }) : fail(o, 'getStorage:fail data not found'),
    // category-cache.weapp.ts stores a fetched tree
    setStorage: (o: Callbacks & { key: string; data: unknown }) => (storage.set(o.key, o.data), succeed(o, 'setStorage')),
    // category-cache.weapp.ts clears trees
    removeStorage: (o: Callbacks & { key: string }) => (storage.delete(o.key), succeed(o, 'removeStorage')),
    // viewport.weapp.ts: the width that makes the shell a phone's (isMobile)
    getWindowInfo: () => ({ ...windowInfo }),
    getLaunchOptionsSync: () => ({ path: '', query: {}, scene: options.scene ?? 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => ({ path: '', query: {}, scene: options.scene ?? 1001, referrerInfo: {} }),
    // Taro's canIUseWebp (its Image component) reads the platform here
    getSystemInfoSync: () => ({ ...windowInfo, ...deviceInfo, ...appBaseInfo }),
    // env.weapp.ts userAgent(), sent with a client error report
    getDeviceInfo: () => ({ ...deviceInfo }),
    // env.weapp.ts userAgent(), sent with a client error report
    getAppBaseInfo: () => ({ ...appBaseInfo }),
    // viewport.weapp.ts subscribes on launch; a phone window does not resize here
    onWindowResize: noop,
    offWindowResize: noop,
    // api/error-reporter.ts subscribes on launch; errors surface through `uncaught`/`problems` instead
    onError: noop,
    offError: noop,
    onUnhandledRejection: noop,
    offUnhandledRejection: noop,
    // page-hide.weapp.ts (screens that save on leaving); the app never goes to the background here
    onAppHide: noop,
    offAppHide: noop,
    // Layout sets the page title
    setNavigationBarTitle: (o: Callbacks) => succeed(o, 'setNavigationBarTitle'),
    // a tab page labels the tab bar in the app's language (platform/tab-bar.weapp.ts)
    setTabBarItem: (o: Callbacks & { index: number; text: string }) => (
      tabBarItems.push({ index: o.index, text: o.text }), succeed(o, 'setTabBarItem')
    ),
    // navigation.weapp.ts: recorded, answered as WeChat answers, and no page opens (open it with openPage).
    // As on WeChat, navigateTo and redirectTo refuse a tab bar page, switchTab refuses any other page
    // or a query: a refused call is recorded with `failed`.
    navigateTo: (o: Callbacks & { url: string }) => routeCall('navigateTo', o, !isTabUrl(o.url)),
    redirectTo: (o: Callbacks & { url: string }) => routeCall('redirectTo', o, !isTabUrl(o.url)),
    switchTab: (o: Callbacks & { url: string }) => routeCall('switchTab', o, isTabUrl(o.url) && !o.url.includes('?')),
    reLaunch: (o: Callbacks & { url: string }) => routeCall('reLaunch', o, true),
    // login.weapp.ts: WeChat login's code, redeemed by the server (POST /sso/wx/login)
    login: (o: Callbacks) => succeed(o, 'login', { code: options.loginCode?.() ?? Math.random().toString(36).slice(2).padEnd(12, '0') }),
    // session alerts and copy buttons: recorded as shown
    showToast: (o: Callbacks & { title: string }) => (toasts.push(o.title), succeed(o, 'showToast')),
    // the home's pull-down refresh ends it once the lists are asked again
    stopPullDownRefresh: (o: Callbacks = {}) => succeed(o, 'stopPullDownRefresh'),
    // the share dialog's copy button
    setClipboardData: (o: Callbacks) => privacyGated('setClipboardData', o, () => succeed(o, 'setClipboardData')),
    // platform/privacy.weapp.ts: the app's consent dialog answers WeChat's question
    onNeedPrivacyAuthorization: (listener: typeof privacyListener) => void (privacyListener = listener),
    // /my's WeChat unlinking asks first
    // WeChat asks only from a tap; the stand-in records the templates and answers as the options say
    requestSubscribeMessage: (o: Callbacks & { tmplIds: string[] }) => {
      subscribeAsks.push(o.tmplIds)
      succeed(o, 'requestSubscribeMessage', Object.fromEntries(o.tmplIds.map((id) => [id, options.subscribe ?? 'accept'])))
    },
    showModal: (o: Callbacks & { title: string }) => (
      modals.push(o.title), succeed(o, 'showModal', { confirm: options.modalConfirm ?? true, cancel: !(options.modalConfirm ?? true) })
    ),
    // Taro's runtime measures nodes through it; layout lives in the view layer, so a query answers
    // nothing unless the test says what a selector finds (options.nodes: a chart's canvas)
    createSelectorQuery: () => {
      const selected: string[] = []
      const query = {
        in: () => query,
        select: (selector: string) => (selected.push(selector), nodesRef),
        selectAll: () => nodesRef,
        selectViewport: () => nodesRef,
        exec: (cb?: (r: unknown[]) => void) => later(() => cb?.(options.nodes ? selected.map((s) => options.nodes!(s)) : [])),
      }
      const nodesRef = { boundingClientRect: () => query, scrollOffset: () => query, fields: () => query, node: () => query }
      return query
    },
  }

  for (const api of options.without ?? []) delete wx[api]
  // TrendChart.weapp measures its text on an offscreen canvas; only present when the test gives one
  if (options.createOffscreenCanvas) wx.createOffscreenCanvas = options.createOffscreenCanvas

  // --- App / Page / Component, as WeChat's logic layer provides them -------------------------
  let appConfig: Record<string, unknown> | null = null
  const pageConfigs = new Map<string, Record<string, unknown>>()
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
    // timers: the host's, tracked so close() can stop them (swr and Taro leave some pending), and
    // guarded so a job that throws is recorded instead of ending the test run
    setTimeout: trackedTimeout,
    clearTimeout: (handle: NodeJS.Timeout) => {
      timers.delete(handle)
      dueSoon.delete(handle)
      clearTimeout(handle)
    },
    setInterval: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const handle = setInterval(() => guard(() => fn(...args)), ms)
      intervals.add(handle)
      return handle
    },
    clearInterval: (handle: NodeJS.Timeout) => {
      intervals.delete(handle)
      clearInterval(handle)
    },
    App(config: Record<string, unknown>) {
      appConfig = config
    },
    Page(config: Record<string, unknown>) {
      // WeChat ties Page() to the file being evaluated; so do we
      if (!loadingPage) throw new Error('Page() called outside a page file')
      pageConfigs.set(loadingPage, config)
    },
    // Taro's recursive `comp` registers here; it only renders in the view layer, which is absent
    Component: noop,
    // biome-ignore lint/correctness/noComponentHookFactories: Behavior is WeChat's global of that name, not a component
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

  const launch = { path: appJson.pages[0], query: {}, scene: options.scene ?? 1001, referrerInfo: {} }
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
    const renders: string[][] = []
    // WeChat copies the definition's fields (methods included) onto a new instance, and its data
    const instance: Record<string, unknown> = {
      ...config,
      data: JSON.parse(JSON.stringify(config.data ?? {})),
      route,
      __route__: route,
      options: query,
      setData(payload: Record<string, unknown>, callback?: () => void) {
        setDataCalls.push(payload)
        activity++
        // the logic layer's data changes at once; the callback waits for the view layer
        applySetData(instance.data as Record<string, unknown>, payload)
        renders.push(collectTexts((instance.data as PageHandle['data']).root, []))
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

    // the event WeChat delivers to Taro's single handler (`eh`) for a bound tap
    const fireOn = (element: DataNode, type: string, detail: Record<string, unknown> = {}) => {
      const target = { id: element.sid, dataset: { sid: element.sid } }
      call('eh', { type, timeStamp: Date.now(), target, currentTarget: target, detail, touches: [], changedTouches: [] })
    }
    const tapOn = (element: DataNode) => {
      const target = { id: element.sid, dataset: { sid: element.sid } }
      call('eh', {
        type: 'tap',
        timeStamp: Date.now(),
        target,
        currentTarget: target,
        detail: { x: 0, y: 0 },
        touches: [],
        changedTouches: [],
      })
    }

    const handle: PageHandle = {
      route,
      instance,
      setDataCalls,
      renders,
      data: instance.data as PageHandle['data'],
      texts: () => collectTexts((instance.data as PageHandle['data']).root, []),
      async waitForText(text, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs
        while (!matches(handle.texts(), text)) {
          if (uncaught.length) throw uncaught[0]
          if (Date.now() > deadline) {
            throw new Error(
              `"${String(text)}" never rendered in ${route}. Texts: ${JSON.stringify(handle.texts())}\nProblems: ${problems.join('\n')}`,
            )
          }
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      },
      tap(text) {
        const element = findElementByText((instance.data as PageHandle['data']).root, text)
        if (!element?.sid) throw new Error(`no element shows "${String(text)}" in ${route}. Texts: ${JSON.stringify(handle.texts())}`)
        tapOn(element)
      },
      tapClass(className) {
        const element = findElement(
          (instance.data as PageHandle['data']).root,
          (node) => typeof node.cl === 'string' && node.cl.split(' ').includes(className),
        )
        if (!element?.sid) throw new Error(`no element of class ${className} in ${route}. Texts: ${JSON.stringify(handle.texts())}`)
        tapOn(element)
      },
      fire(node, type, detail) {
        if (!node.sid) throw new Error(`the node has no element id in ${route}`)
        fireOn(node, type, detail)
      },
      tapNode(node) {
        if (!node.sid) throw new Error(`the node has no element id in ${route}`)
        const chain = ancestry((instance.data as PageHandle['data']).root, node) ?? [node]
        const target = { id: node.sid, dataset: { sid: node.sid } }
        for (const element of [...chain].reverse()) {
          if (!element.sid) continue
          const currentTarget = { id: element.sid, dataset: { sid: element.sid } }
          call('eh', { type: 'tap', timeStamp: Date.now(), target, currentTarget, detail: { x: 0, y: 0 }, touches: [], changedTouches: [] })
        }
      },
    }
    return handle
  }

  function close(): void {
    if (closed) return
    for (const page of pageStack.reverse()) guard(() => (page.onUnload as (() => void) | undefined)?.call(page))
    pageStack.length = 0
    closed = true
    for (const handle of timers) clearTimeout(handle)
    for (const handle of intervals) clearInterval(handle)
    timers.clear()
    intervals.clear()
  }

  return {
    app,
    requests,
    activity: () => (dueSoon.size > 0 ? -1 : activity),
    storage,
    navigations,
    toasts,
    tabBarItems,
    modals,
    privacyCalls,
    privacyAnswers,
    subscribeAsks,
    problems,
    uncaught,
    openPage,
    close,
  }
}
