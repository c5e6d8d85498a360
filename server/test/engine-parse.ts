// Test helper run as its own process: reads SQL statements as a JSON array and prints, for each,
// null when the engine's parser accepts it (EXPLAIN AST: parsed, not run) or the engine's message.
import { runWithScratchEngine } from './scratch-engine'

runWithScratchEngine(async (store, statements: string[]) => {
  const out: (string | null)[] = []
  for (const sql of statements)
    out.push(
      await store.rows(`EXPLAIN AST ${sql}`).then(
        () => null,
        (err: Error) => err.message.slice(0, 300),
      ),
    )
  return out
})
