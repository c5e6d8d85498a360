// A comment says why in its own words: a reader of the repo cannot open an issue tracker's entry, so a
// comment (or a test's title) that leans on an issue number says nothing to them. Where a product
// rule is meant, the comment names it as docs/rules.md does.
import { repoSources } from './server-sources'

const THIS_FILE = 'server/test/comment-citations.test.ts'
/** the word "issue" (or "issues"), perhaps a "#", then a number */
const CITATION = /\bissues?\s+#?\d/i

test('no comment or test title in src/, server/, types/, test/ or config/ cites an issue number', () => {
  const files = repoSources(['src', 'server', 'types', 'test', 'config'], true, /\.(tsx?|mjs|js|scss)$/).filter((f) => f.rel !== THIS_FILE)
  expect(files.length).toBeGreaterThan(500)
  const citing = files.flatMap((f) =>
    f.code.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${f.rel}:${i + 1}: ${line.trim()}`] : [])),
  )
  expect(citing).toEqual([])
})
