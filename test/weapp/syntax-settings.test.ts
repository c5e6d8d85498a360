// Project.config.json must say what the built package contains. Taro compiles src/
// to ES5, but the dependencies come as they are shipped: vendors.js carries ES2015–ES2017 (arrow
// functions, classes, async functions) from i18next and zustand. WeChat runs ES2015+ only where
// DevTools compiles it on upload — `es6` (to ES5) and `enhance` (async/await and later syntax
// without a runtime of our own) — so both must be on as soon as such syntax is in the package.
import fs from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '../../dist/weapp')
const built = fs.existsSync(path.join(root, 'app.json'))

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? jsFiles(full) : e.name.endsWith('.js') ? [full] : []
  })
}

// what each marks, and whether WeChat's enhanced compile is known to handle it
const SYNTAX: [name: string, pattern: RegExp][] = [
  ['arrow function (ES2015)', /=>/],
  ['class (ES2015)', /\bclass [A-Za-z_$][\w$]*\s*(extends\b[^{]*)?\{/],
  ['async function (ES2017)', /\basync (function\b|\(|[A-Za-z_$][\w$]*\s*=>)/],
  ['optional chaining (ES2020)', /[\w$)\]]\?\.[\w$([]/],
  ['nullish coalescing (ES2020)', /[\w$)\]]\s*\?\?\s*[\w$([!'"`]/],
]
// private class fields (ES2022) are beyond what we rely on DevTools for: transpile such a package
// (mini.compile.include in config/index.ts) rather than ship it (TARO-NOTES)
const PRIVATE_FIELD = /(?:this|[\w$])\.#[A-Za-z_$]|#[A-Za-z_$][\w$]*\s+in\s/

const files = built ? jsFiles(root) : []
const found = new Map<string, string[]>()
for (const file of files) {
  const code = fs.readFileSync(file, 'utf8')
  for (const [name, pattern] of SYNTAX) if (pattern.test(code)) found.set(name, [...(found.get(name) ?? []), path.relative(root, file)])
}

test('the package is built (npm run build:weapp)', () => {
  expect(built).toBe(true)
})

test('syntax beyond ES5 in the package: es6 and enhance are on in project.config.json (and in its copy in dist/weapp)', () => {
  const settings = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { setting: Record<string, boolean> }).setting
  // what the package contained when this was written; an empty map would make the settings moot, not wrong
  expect([...found.keys()]).toEqual(expect.arrayContaining(['arrow function (ES2015)', 'async function (ES2017)']))
  for (const file of [path.join(__dirname, '../../project.config.json'), path.join(root, 'project.config.json')]) {
    expect(settings(file)).toMatchObject({ es6: true, enhance: true })
  }
})

test('no private class fields (ES2022) in the package', () => {
  expect(files.filter((f) => PRIVATE_FIELD.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f))).toEqual([])
})
