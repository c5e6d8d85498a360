// DESIGN.md: "The environment is read once, in config.ts". Everything the server
// needs comes from Config; a few tools keep one documented reader of their own switches, each for
// the reason given here. A new process.env anywhere else fails.
import { linesMatching, serverSources } from './server-sources'

const TOOLS: Record<string, string> = {
  'config.ts': 'the reader',
  'h5-build.ts': 'hands the environment on to the Taro build it starts; reads no setting',
  'import/cli.ts': "GR_IMPORT_DEBUG, a switch of the import command alone (prints the engine's own error)",
  'import/fault.ts': 'GR_IMPORT_FAULT, fault injection set by the kill tests on the importer they run: no deployment setting',
  'bench/api.ts': 'BENCH_RUNS, BENCH_DATA_DIR: knobs of the benchmark, run by hand',
  'bench/load.ts': 'BENCH_CONNECTIONS, BENCH_DURATION: knobs of the load test, run by hand',
  'bench/accounts-flush.ts': "BENCH_DIR: the benchmark's scratch folder",
  'bench/run.ts': 'hands the environment on to the API benchmark it starts',
  'bench/compare.ts': 'BASE, ROUNDS: the server and rounds of the comparison benchmark, run by hand',
  'bench/leads.ts': 'NULLS, LEADS: how many simulated concepts the lead benchmark judges, run by hand',
  'bench/leads-dataset.ts': "BENCH_DATA_DIR: the lead benchmark's default dataset folder, run by hand",
}

test('process.env is read only in config.ts and the listed tools', () => {
  const others = serverSources().filter((f) => !(f.rel in TOOLS))
  expect(linesMatching(others, /process\.env\b/)).toEqual([])
})

test('each listed tool still reads the environment (a stale entry would hide a new reader)', () => {
  const readers = new Set(
    serverSources()
      .filter((f) => /process\.env\b/.test(f.code))
      .map((f) => f.rel),
  )
  expect(Object.keys(TOOLS).filter((rel) => !readers.has(rel))).toEqual([])
})

test('PUBLIC_URL is named only in config.ts: the share link takes the checked value, not the raw variable', () => {
  expect(
    linesMatching(
      serverSources().filter((f) => f.rel !== 'config.ts'),
      /\bPUBLIC_URL\b/,
    ),
  ).toEqual([])
})
