// Lighthouse against Debian's Chromium (chrome-launcher; CHROMIUM_PATH or /usr/bin/chromium):
// desktop preset (performance, accessibility) and the default mobile preset (performance) of one
// URL, as a signed-in user. Lighthouse throttles by simulation (lantern), which scales the CPU time
// it observes: a busy machine lowers the mobile score, so run it on an idle one.
//
// Signed in through Chromium's own cookie jar, set by Puppeteer (the page handed to Lighthouse):
// a Cookie header in Lighthouse's extraHeaders reached the HTML but not the app's API calls, so
// the pages were measured logged out. Each run still starts cold: Lighthouse empties the HTTP
// cache itself, and here also the origin's IndexedDB (the category cache) and localStorage.
import fs from 'node:fs'
import path from 'node:path'

export interface LighthouseScores {
  desktopPerf: number
  desktopA11y: number
  mobilePerf: number
  /** the mobile run's metrics (simulated, ms; layout shift unitless) */
  mobileFcpMs: number
  mobileLcpMs: number
  mobileTbtMs: number
  mobileCls: number
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

export interface SessionCookie {
  name: string
  value: string
  domain: string
  path: string
  httpOnly: boolean
  secure: boolean
  sameSite: 'Strict' | 'Lax' | 'None'
}

// Lighthouse's default list (file_systems, shader_cache, service_workers, cache_storage) and the
// app's own stores; cookies stay, so the session does
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'] as const

/** Runs so far per page, numbering the kept reports. */
const reportRuns = new Map<string, number>()

export async function runLighthouse(url: string, cookies: SessionCookie[]): Promise<LighthouseScores> {
  // ES modules only; tsx compiles this file to CommonJS, so they come through import()
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const puppeteer = await import('puppeteer-core')
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: FLAGS })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    await browser.setCookie(...cookies)
    const page = await browser.newPage()
    const flags = { output: 'json' as const, logLevel: 'error' as const, clearStorageTypes: [...CLEAR_STORAGE] }
    const desktop = await lighthouse(url, { ...flags, onlyCategories: ['performance', 'accessibility'] }, desktopConfig, page)
    const mobile = await lighthouse(url, { ...flags, onlyCategories: ['performance'] }, undefined, page)
    // the session the pages were measured with must still be a signed-in one
    const user = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).json())
    if ((user as { error_code?: number }).error_code !== 0)
      throw new Error(`Lighthouse measured ${url} signed out: /api/user said ${JSON.stringify(user)}`)
    // LIGHTHOUSE_REPORTS=dir keeps the full reports of every run (the worst is the one to read)
    const dir = process.env.LIGHTHOUSE_REPORTS
    if (dir) {
      const name = new URL(url).pathname.replace(/\W/g, '') || 'root'
      const run = (reportRuns.get(name) ?? 0) + 1
      reportRuns.set(name, run)
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, `${name}-desktop-${run}.json`), JSON.stringify(desktop?.lhr))
      fs.writeFileSync(path.join(dir, `${name}-mobile-${run}.json`), JSON.stringify(mobile?.lhr))
    }
    const metric = (id: string) => mobile?.lhr.audits[id]?.numericValue ?? Number.NaN
    const failed = [desktop, mobile].map((r) => r?.lhr.runtimeError?.message).filter(Boolean)
    if (failed.length) throw new Error(`Lighthouse could not load ${url}: ${failed.join('; ')}`)
    return {
      desktopPerf: score(desktop?.lhr.categories.performance?.score),
      desktopA11y: score(desktop?.lhr.categories.accessibility?.score),
      mobilePerf: score(mobile?.lhr.categories.performance?.score),
      mobileFcpMs: metric('first-contentful-paint'),
      mobileLcpMs: metric('largest-contentful-paint'),
      mobileTbtMs: metric('total-blocking-time'),
      mobileCls: metric('cumulative-layout-shift'),
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}
