// Lighthouse against Debian's Chromium (chrome-launcher; CHROMIUM_PATH or /usr/bin/chromium):
// desktop preset (performance, accessibility) and the default mobile preset (performance) of one
// URL, signed in by the session cookie sent as a header. Lighthouse throttles by simulation
// (lantern), so a busy machine moves the scores less than it moves wall-clock times.
import fs from 'node:fs'
import path from 'node:path'

export interface LighthouseScores {
  desktopPerf: number
  desktopA11y: number
  mobilePerf: number
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

export async function runLighthouse(url: string, cookie: string): Promise<LighthouseScores> {
  // both are ES modules only; tsx compiles this file to CommonJS, so they come through import()
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: FLAGS })
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, extraHeaders: { Cookie: cookie } }
    const desktop = await lighthouse(url, { ...flags, onlyCategories: ['performance', 'accessibility'] }, desktopConfig)
    const mobile = await lighthouse(url, { ...flags, onlyCategories: ['performance'] })
    // LIGHTHOUSE_REPORTS=dir keeps the full reports, to see what costs the points
    const dir = process.env.LIGHTHOUSE_REPORTS
    if (dir) {
      const name = new URL(url).pathname.replace(/\W/g, '') || 'root'
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, `${name}-desktop.json`), JSON.stringify(desktop?.lhr))
      fs.writeFileSync(path.join(dir, `${name}-mobile.json`), JSON.stringify(mobile?.lhr))
    }
    const failed = [desktop, mobile].map((r) => r?.lhr.runtimeError?.message).filter(Boolean)
    if (failed.length) throw new Error(`Lighthouse could not load ${url}: ${failed.join('; ')}`)
    return {
      desktopPerf: score(desktop?.lhr.categories.performance?.score),
      desktopA11y: score(desktop?.lhr.categories.accessibility?.score),
      mobilePerf: score(mobile?.lhr.categories.performance?.score),
    }
  } finally {
    chrome.kill()
  }
}
