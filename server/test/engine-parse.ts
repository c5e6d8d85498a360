// Test helper run as its own process (chDB opens one data folder per process): reads SQL statements
// as a JSON array on stdin and prints, for each, null when the engine's parser accepts it (EXPLAIN
// AST: parsed, not run) or the engine's message.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openAnalytics } from '../analytics/client'

async function main(): Promise<void> {
  const statements = JSON.parse(fs.readFileSync(0, 'utf8')) as string[]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-parse-'))
  const store = openAnalytics({ path: dir })
  try {
    const out: (string | null)[] = []
    for (const sql of statements) out.push(await store.rows(`EXPLAIN AST ${sql}`).then(() => null, (err: Error) => err.message.slice(0, 300)))
    process.stdout.write(`${JSON.stringify(out)}\n`)
  } finally {
    await store.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
