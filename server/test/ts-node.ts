// How the tests run a TypeScript file (a server, the importer, a helper script) as its own process:
// node itself with tsx's loader, not the tsx command (which starts a second node process beside it,
// and passes signals on instead of receiving them).
//
// --liftoff-only: WebAssembly stays on V8's baseline compiler. The account store (PGlite) is a large
// WebAssembly module, and by default V8 recompiles its hot functions optimised on background
// threads — about 2.4 CPU-seconds of an 11-second server start on two cores (measured 2026-11-29),
// while a test server lives seconds. Its queries are no slower over a test's lifetime (3,000 account
// reads: 2.2 s by default, 2.0 s baseline-only, the optimising work included). Production starts
// with plain node: a long-lived server earns the optimised code back.
import path from 'node:path'

export const REPO_ROOT = path.resolve(__dirname, '..', '..')

/** The command and arguments that run `file` (absolute, or relative to the repository) with `args`. */
export function tsNode(file: string, ...args: string[]): [string, string[]] {
  return [process.execPath, ['--liftoff-only', '--import', 'tsx', path.resolve(REPO_ROOT, file), ...args]]
}
