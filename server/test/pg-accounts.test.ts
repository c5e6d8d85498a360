// The account store on both connections: the cases of pg-store-suite.ts run on
// embedded PGlite and on a PostgreSQL server started for the purpose (skipped, with the reason
// printed, when PostgreSQL is not installed). Each runs in a tsx child (pg-store-run.ts: PGlite
// cannot load inside jest's module runtime); each case becomes a jest test here.
import path from 'node:path'
import { run, REPO_ROOT } from './server-process'
import { casesFor, type StoreKind } from './pg-store-suite'
import { PG_MISSING, findPostgres } from './pg-server'

const RESULT_PREFIX = 'GR-STORE-CASE '
const RUNNER = path.join(REPO_ROOT, 'server', 'test', 'pg-store-run.ts')

interface CaseResult {
  name?: string
  ok?: boolean
  error?: string
  skipped?: string
  measured?: Record<string, string>
}

async function runOn(kind: StoreKind): Promise<{ results: Map<string, CaseResult>; measured: Record<string, string>; output: string }> {
  const { code, output } = await run([RUNNER, kind], { ...process.env }, 300_000)
  const results = new Map<string, CaseResult>()
  let measured: Record<string, string> = {}
  for (const line of output.split('\n')) {
    if (!line.startsWith(RESULT_PREFIX)) continue
    const r = JSON.parse(line.slice(RESULT_PREFIX.length)) as CaseResult
    if (r.name) results.set(r.name, r)
    if (r.measured) measured = r.measured
  }
  if (code !== 0) throw new Error(`the ${kind} store run failed (exit ${code}):\n${output}`)
  return { results, measured, output }
}

const pgBin = findPostgres()

const TARGETS: [StoreKind, string][] = [
  ['pglite', 'PGlite (embedded)'],
  ['postgres', `PostgreSQL server (${pgBin ?? 'not installed'})`],
]

describe.each(TARGETS)('%s: %s', (kind) => {
  if (kind === 'postgres' && !pgBin) {
    test.skip(PG_MISSING, () => undefined)
    return
  }
  let outcome: Awaited<ReturnType<typeof runOn>>
  beforeAll(async () => {
    outcome = await runOn(kind)
    if (Object.keys(outcome.measured).length) console.log(`${kind}: ${JSON.stringify(outcome.measured)}`)
  }, 300_000)

  test.each(casesFor(kind).map((c) => c.name))('%s', (name) => {
    const r = outcome.results.get(name)
    if (!r) throw new Error(`case did not report:\n${outcome.output.slice(-3000)}`)
    if (!r.ok) throw new Error(r.error)
  })
})
