// An exclusive lock on the data folder: PGlite has no lock between processes (a second process
// "works" and its writes are lost, STORE-NOTES), so one server per folder is enforced here.
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`The data folder ${path.dirname(lockFile)} is in use by another Growth Radar process (pid ${pid}). ` +
      `Stop it first, or set DATA_DIR to another folder.`)
  }
}

export interface DataDirLock {
  readonly file: string
  release(): void
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes DATA_DIR/.lock (O_EXCL, holding our pid); a lock whose pid is dead is stale and replaced. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx')
      fs.writeSync(fd, `${process.pid}\n`)
      fs.closeSync(fd)
      let released = false
      return {
        file,
        release() {
          if (released) return
          released = true
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file)
          } catch {
            // already gone
          }
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      let pid = NaN
      try {
        pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10)
      } catch {
        continue // removed meanwhile: try again
      }
      if (alive(pid)) throw new DataDirLockedError(file, pid)
      try {
        fs.unlinkSync(file) // stale: its process is gone
      } catch {
        // another starter removed it first
      }
    }
  }
  throw new Error(`could not take the lock ${file}`)
}
