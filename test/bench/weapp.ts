// npm run bench:weapp — the mini-program's package sizes as WeChat counts them: the main
// package, each subpackage, and what the main pages preload, read from the built dist/weapp (build it
// first: NODE_ENV=production npx taro build --type weapp). Prints a table with the budgets of
// test/weapp/harness/package-sizes.ts; exits 1 when one is over, or when there is no build.
import { WEAPP_LIMITS, WEAPP_ROOT, packageSizes, readAppJson } from '../weapp/harness/package-sizes'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const app = readAppJson()
if (!app) {
  console.error(`no build at ${WEAPP_ROOT}: run NODE_ENV=production npx taro build --type weapp first`)
  process.exit(1)
}
const sizes = packageSizes(app)
const rows: { what: string; bytes: number; limit: number }[] = [
  { what: 'main package', bytes: sizes.main, limit: WEAPP_LIMITS.main },
  ...[...sizes.subpackages]
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => ({ what: `subpackage ${s.root}`, bytes: s.bytes, limit: WEAPP_LIMITS.subpackage })),
  ...sizes.preloads.map((p) => ({ what: `preloaded by ${p.page}`, bytes: p.bytes, limit: WEAPP_LIMITS.preload })),
  { what: 'preloads of the main pages, together', bytes: sizes.preloads.reduce((sum, p) => sum + p.bytes, 0), limit: WEAPP_LIMITS.preload },
  { what: 'whole mini-program', bytes: sizes.whole, limit: WEAPP_LIMITS.whole },
]

const width = Math.max(...rows.map((r) => r.what.length))
let over = false
for (const row of rows) {
  const pass = row.bytes <= row.limit
  over ||= !pass
  const budget = Number.isFinite(row.limit) ? `≤ ${kb(row.limit)}` : ''
  console.log(
    `${row.what.padEnd(width)}  ${kb(row.bytes).padStart(10)}  ${budget.padEnd(12)}  ${Number.isFinite(row.limit) ? (pass ? 'ok' : 'OVER') : ''}`,
  )
}
process.exit(over ? 1 : 0)
