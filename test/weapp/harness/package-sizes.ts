// The sizes WeChat judges a mini-program build by, read from dist/weapp: the main package (everything
// outside the subpackage roots), each subpackage, and what each main page preloads (app.json
// preloadRule). Shared by test/weapp/package.test.ts and npm run bench:weapp.
import fs from 'node:fs'
import path from 'node:path'

export const WEAPP_ROOT = path.join(__dirname, '../../../dist/weapp')

const KB = 1024
const MB = 1024 * KB
/**
 * Our budgets, far inside WeChat's own caps (2 MB a package, 2 MB of preloads): the main package, which
 * every user downloads before the first screen, ≤ 700 KB; each subpackage ≤ 1.5 MB; what the main
 * pages preload, together, ≤ 1 MB; the whole mini-program ≤ 1.6 MB (the detail screen and ECharts
 * carried once).
 */
export const WEAPP_LIMITS = { main: 700 * KB, subpackage: 1.5 * MB, preload: 1 * MB, whole: 1.6 * MB }

export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
  preloadRule?: Record<string, { network?: string; packages: string[] }>
  tabBar?: { list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[] }
}

export interface PackageSizes {
  main: number
  subpackages: { root: string; bytes: number }[]
  /** per main page, the bytes of the subpackages it preloads */
  preloads: { page: string; bytes: number }[]
  /** the main package and every subpackage */
  whole: number
}

export function readAppJson(root = WEAPP_ROOT): AppJson | null {
  const file = path.join(root, 'app.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AppJson) : null
}

export function subpackagesOf(app: AppJson): { root: string; pages: string[] }[] {
  return (app.subPackages ?? app.subpackages ?? []).map((p) => ({ ...p, root: p.root.replace(/\/$/, '') }))
}

function dirSize(root: string, dir: string, skip: Set<string>): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (skip.has(path.relative(root, full))) continue
    total += entry.isDirectory() ? dirSize(root, full, skip) : fs.statSync(full).size
  }
  return total
}

export function packageSizes(app: AppJson, root = WEAPP_ROOT): PackageSizes {
  const roots = subpackagesOf(app).map((p) => p.root)
  const subpackages = roots.map((r) => ({ root: r, bytes: dirSize(root, path.join(root, r), new Set()) }))
  const bytesOf = new Map(subpackages.map((s) => [s.root, s.bytes]))
  const preloads = Object.entries(app.preloadRule ?? {}).map(([page, rule]) => ({
    page,
    bytes: rule.packages.reduce((sum, pkg) => sum + (bytesOf.get(pkg.replace(/\/$/, '')) ?? 0), 0),
  }))
  const main = dirSize(root, root, new Set(roots))
  return { main, subpackages, preloads, whole: main + subpackages.reduce((sum, s) => sum + s.bytes, 0) }
}
