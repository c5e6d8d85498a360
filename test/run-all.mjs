// The one test command (README).
//   npm test                  lint, then the type-checks, both builds and the test data two at a time,
//                             then every jest project (client, server, server-http, weapp, e2e)
//   npm test -- <path|name>   only the matching test files, with the builds they need when missing or stale
//   npm run test:changed      the test files changed against main and the tests that import changed files
// It ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureSystemPackages } from './system-deps.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
// the test data's day (server/test/dataset-template.ts), fixed for the whole run and every process it starts
process.env.GR_TEST_DAY ??= new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' })
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const report = path.join(root, '.tmp/jest-report.json')

/** A step run to its end; its output is shown when it fails (a passing build's asset list helps no one). */
function step(title, cmd, args, env = {}) {
  const t0 = Date.now()
  process.stdout.write(`== ${title} …\n`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      const ok = code === 0
      if (!ok) process.stdout.write(out)
      process.stdout.write(`== ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`)
      resolve(ok)
    })
  })
}

/** Runs the steps `width` at a time, in the order listed; true when all passed. */
async function pool(steps, width) {
  const queue = [...steps]
  let ok = true
  const lane = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) ok = (await step(...s)) && ok
  }
  await Promise.all(Array.from({ length: width }, lane))
  return ok
}

const tsx = bin('tsx')
const BUILD = {
  weapp: ['build mini-program', tsx, ['test/build-weapp.ts']],
  h5: ['build H5', tsx, ['server/h5-build.ts']],
  data: ['test data (small dataset, seeded accounts)', tsx, ['server/test/build-template.ts']],
}

/** Files changed against main (committed, staged, unstaged and new). */
function changedFiles() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
  const base = git('merge-base', 'main', 'HEAD')[0] ?? 'HEAD'
  const files = new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])
  return [...files].filter((f) => fs.existsSync(path.join(root, f)))
}

/** The test files jest would run for these arguments. */
function listTests(args) {
  const r = spawnSync(bin('jest'), ['--listTests', '--json', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
  if (r.status !== 0) {
    process.stdout.write(r.stderr)
    return []
  }
  return JSON.parse(r.stdout).map((f) => path.relative(root, f))
}

async function main() {
  let args = process.argv.slice(2)
  const changedOnly = args[0] === '--changed'
  if (changedOnly) {
    const changed = changedFiles()
    if (!changed.length) {
      console.log('nothing changed against main')
      return true
    }
    console.log(`changed against main: ${changed.length} files`)
    args = ['--findRelatedTests', ...changed, ...args.slice(1)]
  }
  if (!ensureSystemPackages()) return false
  // two at a time: the machine this runs on has two cores, and each step keeps one busy
  const width = Math.max(2, os.availableParallelism?.() ?? os.cpus().length)
  let ok = true
  if (!args.length) {
    ok = (await step('lint', 'npm', ['run', '--silent', 'lint'])) && ok
    ok =
      (await pool(
        // the H5 build in one lane, the mini-program's and the test data in the other, then a type-check
        // in each: the two lanes end together (2026-11-29, two cores: 67 s beside 44 + 23 s, then 18 s each)
        [
          BUILD.h5,
          BUILD.weapp,
          BUILD.data,
          ['type-check server', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']],
          ['type-check client', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
        ],
        width,
      )) && ok
  } else {
    const files = listTests(args)
    if (!files.length) {
      console.log(changedOnly ? 'no test file is about what changed' : `no test file matches ${args.join(' ')}`)
      return changedOnly
    }
    console.log(`${files.length} test file${files.length > 1 ? 's' : ''}: ${files.slice(0, 8).join(', ')}${files.length > 8 ? ' …' : ''}`)
    const needs = []
    if (files.some((f) => f.startsWith('test/weapp/'))) needs.push(BUILD.weapp)
    if (files.some((f) => f.startsWith('test/e2e/'))) needs.push(BUILD.h5)
    ok = (await pool(needs, width)) && ok
  }

  fs.mkdirSync(path.dirname(report), { recursive: true })
  fs.rmSync(report, { force: true })
  // jest's default on two cores is one worker. A worker waits on the servers, browsers and commands its
  // files start; with one worker more than the cores, the cores stay busy while one waits (2026-11-28,
  // two cores: two workers 1,023 s at 92 % of both cores, three 900 s at 96 %). GR_JEST_WORKERS overrides.
  const workers = process.env.GR_JEST_WORKERS ?? width + 1
  const jestArgs = ['--ci', '--json', `--outputFile=${report}`, `--maxWorkers=${workers}`, ...args]
  const t0 = Date.now()
  process.stdout.write('\n== jest\n')
  const jest = spawnSync(bin('jest'), jestArgs, { cwd: root, stdio: 'inherit' })
  process.stdout.write(`== jest: ${jest.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`)
  ok = jest.status === 0 && ok

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
  return ok
}

const started = Date.now()
main().then((ok) => {
  console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(ok ? 0 : 1)
})
