// A comment says why in its own words: a reader of the repo cannot open an issue tracker's entry or
// a document kept outside the repository, so a comment (or a test's title, or a page of docs/) that
// leans on an issue number or on a section of such a document says nothing to them. Where a product
// rule is meant, the comment names it as docs/rules.md does. A citation split across two comment
// lines ("issue" at the end of one, "11" at the start of the next) is a citation too.
import fs from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, repoSources } from './server-sources'

const THIS_FILE = 'server/test/comment-citations.test.ts'
/** the words between two parts of a citation: spaces, line breaks and the next line's comment marks */
const GAP = String.raw`(?:\s|\/\/|\*|#)*`
/** the word "issue" (or "issues"), perhaps a "#", then a number */
const ISSUE = new RegExp(String.raw`\bissues?${GAP}\d`, 'gi')
/** a numbered section of a document that is not in the repository */
const OUTSIDE = new RegExp(String.raw`\bSPEC${GAP}§|§${GAP}\d`, 'gi')

const files = [
  ...repoSources(['src', 'server', 'types', 'test', 'config'], true, /\.(tsx?|mjs|js|scss)$/),
  ...['README.md', ...fs.readdirSync(path.join(REPO_ROOT, 'docs')).map((f) => `docs/${f}`)]
    .filter((rel) => rel.endsWith('.md'))
    .map((rel) => ({ rel, code: fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8') })),
].filter((f) => f.rel !== THIS_FILE)

/** Each match of `pattern` in the files, as "file:line: the matched text". */
function citations(pattern: RegExp): string[] {
  return files.flatMap((f) =>
    [...f.code.matchAll(pattern)].map((m) => `${f.rel}:${f.code.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`),
  )
}

test('the sources and docs are read, tests and style sheets included', () => {
  expect(files.length).toBeGreaterThan(500)
  expect(files.some((f) => f.rel === 'docs/rules.md')).toBe(true)
})

test('no comment, test title or doc cites an issue number, on one line or across two', () => {
  expect(citations(ISSUE)).toEqual([])
})

test('no comment, test title or doc cites a section of a document outside the repository', () => {
  expect(citations(OUTSIDE)).toEqual([])
})

test('a citation split across two comment lines is found', () => {
  const split = '// see issue\n// 11 for why'
  expect([...split.matchAll(ISSUE)]).toHaveLength(1)
  expect([...'/* SPEC\n * §2 */'.matchAll(OUTSIDE)]).toHaveLength(1)
})
