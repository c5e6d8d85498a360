// Test-only fault points of the apply (server/test/import-kill.test.ts): GR_IMPORT_FAULT=pause:<point>
// stops the importer there, printing "import paused at <point> (pid <pid>)", until it is killed (the test sends
// SIGKILL, as a crash or an operator would); GR_IMPORT_FAULT=fail:<point> throws there, as an engine
// error would. Unset (always, outside tests) a checkpoint costs nothing.
//
// The points are the apply's steps (apply.ts) plus three states inside the swap's one RENAME
// statement, which ClickHouse carries out table by table (not atomically across tables: a kill can
// land between two of its renames). 'swap:<k>' runs the statement's first k renames and stops:
// k = 1, the first table moved out and its new one not yet in; k = 2, one table replaced; the
// last-but-one, every table replaced and the old marker moved out, the new one not yet in.
import { SWAPPED_TABLES } from './shapes'

const RENAMES = SWAPPED_TABLES.length * 2

export const FAULT_POINTS = [
  'build:tables',
  'build:categories',
  'build:brands',
  'build:items',
  'build:facts',
  'build:social',
  'build:rankings',
  'build:marker',
  'swap',
  'swap:1',
  'swap:2',
  `swap:${RENAMES - 1}`,
  'cleanup',
] as const
export type FaultPoint = (typeof FAULT_POINTS)[number]

/** Points at which the new store is committed: a kill there must leave the new store, before them the old one. */
export const COMMITTED_AT: readonly FaultPoint[] = [`swap:${RENAMES - 1}`, 'cleanup']

export class InjectedFault extends Error {}

/**
 * GR_IMPORT_FAULT=pause:<point> or fail:<point>, set only by the kill tests on the importer they
 * run: read here, not in config.ts, so that no deployment's settings carry a test hook.
 */
function fault(): { mode: 'pause' | 'fail'; point: string } | null {
  const m = /^(pause|fail):(.+)$/.exec(process.env.GR_IMPORT_FAULT ?? '')
  return m ? { mode: m[1] as 'pause' | 'fail', point: m[2] } : null
}

/** Before a step of the apply: pause or fail here when the test asks for it. */
export async function checkpoint(point: FaultPoint | string): Promise<void> {
  const f = fault()
  if (!f || f.point !== point) return
  if (f.mode === 'fail') throw new InjectedFault('test fault')
  // the pid: under tsx the importer is a child of the process the test started, and must be the one killed
  process.stdout.write(`import paused at ${point} (pid ${process.pid})\n`)
  // until killed: a timer keeps the process alive
  await new Promise(() => setInterval(() => undefined, 1 << 30))
}

/** How many of the swap's renames to run before the checkpoint 'swap:<k>' (all of them unless a test asks). */
export function swapSplit(renames: number): number {
  const m = /^swap:(\d+)$/.exec(fault()?.point ?? '')
  const k = m ? Number(m[1]) : renames
  return k > 0 && k < renames ? k : renames
}
