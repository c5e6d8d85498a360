// What the importer command prints of a run, and the exit code it ends with. Kept apart from the
// command so that the importer's tests, which run imports inside their own process, check the very
// words an operator reads: `file:line:column: reason` for each refused row, the importer's own
// sentence for a run that could not finish.
import { ApplyFailed } from './apply'
import { InjectedFault } from './fault'
import type { ImportReport } from './run'
import { formatRejection } from './shapes'
import { ImportError } from './stage'

/** Where the lines go: the command's standard output and error. */
export interface ImportOutput {
  out(line: string): void
  err(line: string): void
  /** Given, the engine's own error is printed here too (GR_IMPORT_DEBUG=1); otherwise a hint says how to see it. */
  debug?: (err: unknown) => void
}

/** A finished run: what was imported (exit 0), or the rows refused, the first ones listed (exit 1). */
export function printReport(report: ImportReport, print: ImportOutput): 0 | 1 {
  if (!report.ok) {
    print.err(`import refused: ${report.rejected} row${report.rejected === 1 ? '' : 's'} rejected; the store is unchanged`)
    for (const r of report.rejections) print.err(`  ${formatRejection(r)}`)
    if (report.rejected > report.rejections.length) print.err(`  … and ${report.rejected - report.rejections.length} more`)
    return 1
  }
  const rows = report.files.map((f) => `${f.name} ${f.rows}`).join(', ')
  print.out(
    `imported ${rows} in ${report.seconds.toFixed(1)} s (ranking refresh ${(report.rankingSeconds ?? 0).toFixed(1)} s); latest month ${report.ts}`,
  )
  return 0
}

/**
 * An error out of a run: the folder refused as a whole (exit 1), or a run that could not finish
 * (exit 2), said with what became of the store.
 */
export function printFailure(err: unknown, print: ImportOutput): 1 | 2 {
  if (err instanceof ImportError) {
    print.err(`import refused: ${err.message}; the store is unchanged`)
    return 1
  }
  if (err instanceof ApplyFailed) {
    // the importer's words; the engine's message only on request (it names internals, not the data)
    const outcome =
      err.outcome === 'unchanged'
        ? 'the store is unchanged'
        : err.outcome === 'completed'
          ? 'the import is complete'
          : 'the next import run or server start completes or undoes it'
    print.err(`${err.message}${err.engineError instanceof InjectedFault ? ' (test fault)' : ''}; ${outcome}`)
    if (print.debug) print.debug(err.engineError)
    else print.err("(GR_IMPORT_DEBUG=1 shows the engine's message)")
    return 2
  }
  // anything else happened before the apply began (reading, staging, checking): nothing was written
  print.err(
    `import failed before anything was written: an unexpected error${print.debug ? '' : ' (GR_IMPORT_DEBUG=1 shows it)'}; the store is unchanged`,
  )
  print.debug?.(err)
  return 2
}
