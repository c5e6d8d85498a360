// The frame of a test helper run as its own process against DATA_DIR: the embedded stores belong to
// one process at a time, so the work runs while it holds the data folder's lock (refused while a
// server holds it), and a failure is printed and ends the process with status 1.
import { loadConfig, type Config } from '../config'
import { acquireDataDirLock } from '../lock'

export function runLocked(work: (config: Config) => Promise<void>): void {
  const config = loadConfig()
  acquireDataDirLock(config.dataDir)
    .then(async (lock) => {
      try {
        await work(config)
      } finally {
        lock.release()
      }
    })
    .catch((err: unknown) => {
      console.error(err)
      process.exit(1)
    })
}
