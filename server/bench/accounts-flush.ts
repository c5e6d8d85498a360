// What flushing the embedded account store on every commit would cost: follow writes
// per second, and how long the event loop stalls, with PGlite as the server runs it and with each
// commit flushed to the disk. `npx tsx server/bench/accounts-flush.ts [rounds]`; the folders are made
// under BENCH_DIR (default: the system's temporary folder; use a folder on the disk the data will
// live on: on tmpfs a flush costs nothing).
//
// PGlite starts Postgres with fsync off (-F), and even with it on, the WASM file layer turns
// fdatasync into nothing and has no fsync of its own. "Flushed" here is therefore: -F dropped,
// wal_sync_method=fsync, and the Emscripten file layer's missing fsync supplied with fs.fdatasyncSync,
// which is synchronous, like everything PGlite does, so the whole server waits for the disk.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AccountDb } from '../accounts/db'
import { follow, keyFollowWords } from '../accounts/follows'
import { MIGRATIONS } from '../accounts/migrations'
import { schema } from '../accounts/schema'
import { seedAccounts } from '../accounts/seed'
import { accounts } from '../accounts/schema'

type Mode = 'as shipped' | 'flushed'

async function open(dir: string, mode: Mode) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams
  const startParams = mode === 'flushed' ? [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'] : defaults
  const client = await PGlite.create({ dataDir: dir, startParams })
  let flushes = 0
  let flushMs = 0
  if (mode === 'flushed') {
    // every file node of the data folder shares one stream_ops object (Emscripten NODEFS)
    const mod = (
      client as unknown as { mod: { FS: { cwd(): string; lookupPath(p: string): { node: { stream_ops: Record<string, unknown> } } } } }
    ).mod
    const ops = mod.FS.lookupPath(`${mod.FS.cwd()}/PG_VERSION`).node.stream_ops
    ops.fsync = (stream: { nfd: number }) => {
      flushes++
      const t = performance.now()
      fs.fdatasyncSync(stream.nfd)
      flushMs += performance.now() - t
      return 0
    }
  }
  for (const statement of MIGRATIONS) await client.exec(statement)
  const db = drizzle(client, { schema }) as unknown as AccountDb
  await keyFollowWords(db)
  await seedAccounts(db)
  return { db, client, flushes: () => flushes, flushMs: () => flushMs }
}

async function measure(mode: Mode, root: string) {
  const dir = fs.mkdtempSync(path.join(root, 'gr-flush-'))
  const store = await open(dir, mode)
  try {
    const [account] = await store.db.select({ id: accounts.id }).from(accounts).limit(1)
    const key = (word: string) => ({ accountId: account.id, type: 'concept', platform: 'all', categoryId: 16, word })
    const before = store.flushes()
    const msBefore = store.flushMs()
    const n = 300
    let t = performance.now()
    for (let i = 0; i < n; i++) await follow(store.db, key(`seq${i}`))
    const sequential = n / ((performance.now() - t) / 1000)
    t = performance.now()
    await Promise.all(Array.from({ length: 300 }, (_, i) => follow(store.db, key(`par${i}`))))
    const parallel = 300 / ((performance.now() - t) / 1000)
    const flushes = store.flushes() - before
    return { sequential, parallel, flushesPerFollow: flushes / (2 * n), msPerFlush: flushes ? (store.flushMs() - msBefore) / flushes : 0 }
  } finally {
    await store.client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Median time of an 8 KB write + fdatasync in the folder: what each flushed commit waits, with the event loop stopped. */
function flushLatency(root: string): number {
  const file = path.join(fs.mkdtempSync(path.join(root, 'gr-flush-')), 'probe')
  const fd = fs.openSync(file, 'w')
  const page = Buffer.alloc(8192, 1)
  const times: number[] = []
  try {
    for (let i = 0; i < 200; i++) {
      const t = performance.now()
      fs.writeSync(fd, page, 0, page.length, (i % 16) * page.length)
      fs.fdatasyncSync(fd)
      times.push(performance.now() - t)
    }
  } finally {
    fs.closeSync(fd)
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
  return times.sort((a, b) => a - b)[times.length >> 1]
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 3)
  const root = path.resolve(process.env.BENCH_DIR || os.tmpdir())
  console.log(`account store flush bench in ${root}, ${rounds} rounds of 300 follows one at a time and 300 in flight`)
  console.log(`8 KB write + fdatasync there: median ${flushLatency(root).toFixed(2)} ms`)
  for (let r = 0; r < rounds; r++) {
    for (const mode of ['as shipped', 'flushed'] as Mode[]) {
      const m = await measure(mode, root)
      console.log(
        `${mode.padEnd(10)}  ${Math.round(m.sequential).toString().padStart(5)} follows/s one at a time, ` +
          `${Math.round(m.parallel).toString().padStart(5)} follows/s with 300 in flight; ` +
          `${m.flushesPerFollow.toFixed(2)} flushes per follow` +
          (m.msPerFlush ? `, ${m.msPerFlush.toFixed(2)} ms each` : ''),
      )
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
