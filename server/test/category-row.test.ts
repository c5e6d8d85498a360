// One row shape for the store's categories table: the dataset generator (server/dataset/tree.ts)
// and the importer (server/import/categories.ts) share CategoryRow instead of each declaring one.
import fs from 'node:fs'
import path from 'node:path'
import type { CategoryRow } from '../dataset/tree'
import type { planCategories } from '../import/categories'

// compile-time half (npx tsc -p server/tsconfig.json): the importer's rows are the dataset's rows
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const importerRowsAreDatasetRows: Same<Awaited<ReturnType<typeof planCategories>>['rows'][number], CategoryRow> = true

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : tsFiles(p)
    return e.name.endsWith('.ts') ? [p] : []
  })
}

test('CategoryRow is declared once, in server/dataset/tree.ts', () => {
  expect(importerRowsAreDatasetRows).toBe(true)
  const root = path.join(__dirname, '..')
  const declaring = tsFiles(root)
    .filter((f) => /^(export )?(interface|type) CategoryRow\b/m.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(root, f))
  expect(declaring).toEqual([path.join('dataset', 'tree.ts')])
})
