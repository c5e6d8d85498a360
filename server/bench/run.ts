// npm run bench — the umbrella: runs bench:api (server/bench/api.ts), then prints the sizes that
// matter for start-up: the gzip size of the JavaScript dist/h5/index.html loads, and the size of
// the mini-program's main package in dist/weapp (everything outside its subpackages), if built.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(__dirname, '..', '..')

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : [full]
  })
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function h5StartupJs(): string {
  const index = path.join(ROOT, 'dist', 'h5', 'index.html')
  if (!fs.existsSync(index)) return 'dist/h5 not built (npm run build:h5)'
  const html = fs.readFileSync(index, 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])
  let raw = 0
  let gz = 0
  for (const src of scripts) {
    const file = path.join(ROOT, 'dist', 'h5', src.replace(/^\//, ''))
    if (!fs.existsSync(file)) continue
    const body = fs.readFileSync(file)
    raw += body.length
    gz += zlib.gzipSync(body, { level: 9 }).length
  }
  return `${scripts.length} scripts, ${kb(raw)} raw, ${kb(gz)} gzip`
}

function weappMainPackage(): string {
  const dir = path.join(ROOT, 'dist', 'weapp')
  const appJson = path.join(dir, 'app.json')
  if (!fs.existsSync(appJson)) return 'dist/weapp not built (npm run build:weapp)'
  const app = JSON.parse(fs.readFileSync(appJson, 'utf8')) as { subPackages?: { root: string }[]; subpackages?: { root: string }[] }
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/?$/, '/'))
  let main = 0
  let sub = 0
  for (const file of filesUnder(dir)) {
    const rel = path.relative(dir, file).split(path.sep).join('/')
    const size = fs.statSync(file).size
    if (roots.some((r) => rel.startsWith(r))) sub += size
    else main += size
  }
  return `main package ${kb(main)} (limit 2048 KB), subpackages ${kb(sub)}`
}

const api = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'api.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
})
console.log('\nsizes')
console.log(`  H5 start-up JS: ${h5StartupJs()}`)
console.log(`  mini-program:   ${weappMainPackage()}`)
process.exit(api.status ?? 1)
