// What the test command needs besides Node, checked before anything runs: a new user
// who types `npm test` gets the Debian packages installed when this machine allows it (root with
// apt-get, as CI), or one line naming them, never a wall of browser-test failures.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const has = (cmd, args = ['--version']) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const cjkFont = () => {
  try {
    return /zenhei/i.test(execFileSync('fc-list', { encoding: 'utf8' }))
  } catch {
    return false
  }
}
const postgres = () => has('initdb') || fs.existsSync('/usr/lib/postgresql/15/bin/initdb')

/** [package, present?, required?]: required ones stop the run when missing; optional ones widen it. */
function packages() {
  return [
    ['chromium', fs.existsSync(chromiumPath), true], // the browser tests
    ['chromium-headless-shell', fs.existsSync('/usr/bin/chromium-headless-shell'), false], // the same, lighter (test/e2e/harness.ts)
    ['fonts-wqy-zenhei', cjkFont(), true], // without it Chinese renders as boxes in screenshots
    ['zbar-tools', has('zbarimg'), false], // an independent decode of the server's QR codes
    ['postgresql', postgres(), false], // the account-store tests again on a real PostgreSQL server
  ]
}

function canApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && has('apt-get', ['--version'])
}

/** Installs or names what is missing; returns false when a required package is still missing. */
export function ensureSystemPackages() {
  let missing = packages().filter(([, present]) => !present)
  if (missing.length && canApt()) {
    const names = missing.map(([name]) => name)
    console.log(`== installing ${names.join(', ')} with apt-get`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: ['ignore', 'ignore', 'inherit'], env })
    missing = packages().filter(([, present]) => !present)
  }
  const required = missing.filter(([, , req]) => req).map(([name]) => name)
  const optional = missing.filter(([, , req]) => !req).map(([name]) => name)
  if (optional.length)
    console.log(
      `note: ${optional.join(', ')} not installed; the checks they add are skipped or run slower (apt-get install -y ${optional.join(' ')})`,
    )
  if (required.length) {
    console.error(
      `npm test needs Debian's ${required.join(' and ')}: run \`sudo apt-get install -y ${required.join(' ')}\` (or set CHROMIUM_PATH to a Chromium), then npm test again.`,
    )
    return false
  }
  return true
}
