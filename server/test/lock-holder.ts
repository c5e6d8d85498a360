// A process that holds a data-folder lock for data-lock.test.ts: `node --import tsx lock-holder.ts
// <folder>` takes the lock, prints "locked <pid>" and keeps it until it is killed (SIGTERM releases).
import { acquireDataDirLock } from '../lock'

async function main(): Promise<void> {
  const lock = await acquireDataDirLock(process.argv[2])
  process.stdout.write(`locked ${process.pid}\n`)
  // the lock's own handle does not keep the process alive: this timer does
  const keep = setInterval(() => undefined, 60_000)
  process.on('SIGTERM', () => {
    clearInterval(keep)
    lock.release()
    process.exit(0)
  })
}

main().catch((err) => {
  process.stdout.write(`failed ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
