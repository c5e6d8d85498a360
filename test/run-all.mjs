// The one test command (README): lint (npm run lint), type-check, build both targets, then every jest project
// (client units, server on the real embedded stores, server-http on ClickHouse's HTTP interface,
// the mini-program package checks and the browser end-to-end tests), ending with one "N passed,
// N failed" line.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureSystemPackages } from './system-deps.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const report = path.join(root, '.tmp/jest-report.json')

function step(title, cmd, args, env = {}) {
  const t0 = Date.now()
  process.stdout.write(`\n== ${title}\n`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  process.stdout.write(`== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n`)
  return r.status === 0
}

const only = process.argv.slice(2)
if (!ensureSystemPackages()) process.exit(1)
let ok = true
ok = step('lint', 'npm', ['run', '--silent', 'lint']) && ok
ok = step('type-check client', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) && ok
ok = step('type-check server', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']) && ok
ok = step('build mini-program', bin('taro'), ['build', '--type', 'weapp'], { NODE_ENV: 'production' }) && ok
ok = step('build H5', bin('tsx'), ['server/h5-build.ts']) && ok

fs.mkdirSync(path.dirname(report), { recursive: true })
fs.rmSync(report, { force: true })
const jestArgs = ['--ci', '--json', `--outputFile=${report}`, ...(process.env.CI ? ['--maxWorkers=2'] : []), ...only]
ok = step('jest: client, server, server-http, weapp, e2e', bin('jest'), jestArgs) && ok

let passed = 0
let failed = 0
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'))
  passed = r.numPassedTests
  failed = r.numFailedTests + r.numRuntimeErrorTestSuites
  if (r.numTotalTests === 0) ok = false
} else {
  ok = false
}
if (!ok && failed === 0) failed = 1
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
