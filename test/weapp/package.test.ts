// Checks the compiled mini-program (dist/weapp) the way WeChat would judge it: every route
// (docs/screens.md) is a page, the analysis pages live in subpackages that the main pages preload,
// and the packages stay within our budgets (harness/package-sizes.ts; npm run bench:weapp prints
// the figures).
import fs from 'node:fs'
import path from 'node:path'
import { LEGAL_ROUTES, MAIN_PACKAGE_ROUTES, MINI_ROUTE_NAMES, WEB_ONLY_ROUTES, pagePath } from '../../src/domain/routes'
import { WEAPP_LIMITS, WEAPP_ROOT as root, packageSizes, readAppJson, subpackagesOf } from './harness/package-sizes'

const built = readAppJson()
const appJson = built ?? { pages: [] }
const subPackages = subpackagesOf(appJson)
const subPages = subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))

describe('dist/weapp', () => {
  test('has been built (npm run build:weapp)', () => {
    expect(built).not.toBeNull()
  })

  test.each([...MAIN_PACKAGE_ROUTES, ...LEGAL_ROUTES].map((r) => [r]))('%s is in the main package', (route) => {
    expect(appJson.pages).toContain(pagePath(route))
  })

  const analysis = MINI_ROUTE_NAMES.filter((r) => !MAIN_PACKAGE_ROUTES.includes(r) && !LEGAL_ROUTES.includes(r))
  test.each(analysis.map((r) => [r]))('%s is in a subpackage, not the main package', (route) => {
    expect(subPages).toContain(pagePath(route))
    expect(appJson.pages).not.toContain(pagePath(route))
  })

  test.each(WEB_ONLY_ROUTES.map((r) => [r]))('%s, a web address, is no page of the mini-program', (route) => {
    expect([...appJson.pages, ...subPages]).not.toContain(pagePath(route))
  })

  // "preloadRule so opening a concept does not wait for a download"
  test('opening the entry page preloads the subpackages a concept opens through; only main pages preload subpackages', () => {
    const rules = appJson.preloadRule ?? {}
    expect(rules[pagePath('wxHomePage')]?.packages).toEqual(expect.arrayContaining(['pages/detail', 'pages/search']))
    const roots = subPackages.map((p) => p.root)
    for (const [page, rule] of Object.entries(rules)) {
      expect(appJson.pages).toContain(page)
      for (const pkg of rule.packages) expect(roots).toContain(pkg)
    }
  })

  test('follows the system dark appearance: darkmode with both palettes of theme.json, every bar colour named in both; the pages colours switch in the stylesheet', () => {
    const app = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8')) as Record<string, unknown>
    expect(app).toMatchObject({ darkmode: true, themeLocation: 'theme.json' })
    const theme = JSON.parse(fs.readFileSync(path.join(root, 'theme.json'), 'utf8')) as Record<'light' | 'dark', Record<string, string>>
    const named = [...JSON.stringify({ window: app.window, tabBar: app.tabBar }).matchAll(/"@(\w+)"/g)].map((m) => m[1])
    expect(named.length).toBeGreaterThanOrEqual(8)
    for (const name of named) expect([name, typeof theme.light[name], typeof theme.dark[name]]).toEqual([name, 'string', 'string'])
    expect(theme.dark.navBgColor).not.toBe(theme.light.navBgColor)
    const wxss = fs.readFileSync(path.join(root, 'app-origin.wxss'), 'utf8')
    expect(wxss).toMatch(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{[^}]*--gr-page:\s*#0e1218/)
  })

  test('every listed page has its compiled files', () => {
    for (const page of [...appJson.pages, ...subPages]) {
      for (const ext of ['js', 'json', 'wxml']) {
        expect(fs.existsSync(path.join(root, `${page}.${ext}`))).toBe(true)
      }
    }
  })

  test('main package at most 700 KB, each subpackage at most 1.5 MB, the main pages’ preloads together at most 1 MB, the whole at most 1.6 MB', () => {
    const sizes = packageSizes(appJson)
    expect(sizes.main).toBeLessThanOrEqual(WEAPP_LIMITS.main)
    for (const sub of sizes.subpackages)
      expect({ root: sub.root, bytes: sub.bytes <= WEAPP_LIMITS.subpackage }).toEqual({ root: sub.root, bytes: true })
    expect(sizes.preloads.reduce((sum, p) => sum + p.bytes, 0)).toBeLessThanOrEqual(WEAPP_LIMITS.preload)
    expect(sizes.whole).toBeLessThanOrEqual(WEAPP_LIMITS.whole)
  })

  test('the three detail pages are one subpackage, so the detail screen and ECharts are carried once', () => {
    const detail = subPackages.find((p) => p.root === 'pages/detail')
    expect(detail?.pages.map((page) => `${detail.root}/${page}`).sort()).toEqual(
      [pagePath('detail'), pagePath('ebayDetail'), pagePath('publicDetail')].sort(),
    )
    // ECharts marks each chart instance with this key (it survives minifying): the files holding it
    // lie in one package, not copied into one per detail page
    const withEcharts = filesUnder(root).filter((file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('__ec_inner_'))
    expect(withEcharts.length).toBeGreaterThan(0)
    const packagesWith = new Set(
      withEcharts.map((file) => subPackages.find((p) => path.relative(root, file).startsWith(`${p.root}/`))?.root ?? 'main'),
    )
    expect([...packagesWith]).toEqual(['pages/detail'])
  })
})

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}
