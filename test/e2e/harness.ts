// Starts the real product (server on the small dataset, serving the built H5 app) for the browser
// tests, and launches Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { copyTemplate } from '../../server/test/dataset-template'
import { tsNode } from '../../server/test/ts-node'

export const root = path.resolve(__dirname, '../..')
// where global set-up tells the test files which server to use (one suite run per checkout at a time)
export const stateFile = path.join(root, '.tmp/e2e-state.json')
export const screenshotDir = path.join(root, '.tmp/screens')

export interface E2EState {
  url: string
  pid: number
  dataDir: string
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** Starts `server/start.ts` on a copy of the built test data (dataset-template.ts) and resolves once it answers /api/user. */
export async function startProduct(): Promise<E2EState> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'growth-radar-e2e-'))
  await copyTemplate(path.join(dataDir, 'data'))
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a')
  const child = spawn(...tsNode('server/start.ts'), {
    cwd: root,
    // the journeys sign in dozens of times a minute from one address, and every browser test uses the
    // same demo accounts (the API budget is per account); both limits have their own server tests.
    // The alert job stays off: an alert SMS must not land between a journey's code request and its read.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATASET: 'small',
      DATA_DIR: path.join(dataDir, 'data'),
      SKIP_H5_BUILD: '1',
      LOGIN_RATE_MAX: '1000',
      API_RATE_MAX: '1000000',
      ALERT_INTERVAL_MIN: '0',
    },
    stdio: ['ignore', log, log],
    detached: true,
  })
  child.unref()
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const res = await fetch(`${url}/api/user`)
      if (res.ok) return { url, pid: child.pid!, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const output = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')
  throw new Error(`the server did not start on ${url}:\n${output.slice(-4000)}`)
}

export function readState(): E2EState {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8'))
}

// Debian's Chromium headless shell when installed: the same Blink without the browser around it,
// about a fifth less time per browser test file on this machine; the full Chromium otherwise
const CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
const chromiumPath = process.env.CHROMIUM_PATH || CHROMIUMS.find((p) => fs.existsSync(p)) || CHROMIUMS[1]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export const DESKTOP = { width: 1280, height: 860 }
export const MOBILE = { width: 375, height: 780 }
