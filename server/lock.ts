// An exclusive lock on the data folder: PGlite has no lock between processes (a second process
// "works" and its writes are lost, STORE-NOTES), so one server (or importer, or dataset build) per
// folder is enforced here.
//
// The lock is a Unix domain socket, DATA_DIR/.lock, on which the holder listens. It dies with its
// process: the kernel closes a process's sockets when it exits, before the process is reaped, so a
// killed holder's socket refuses connections at once while a live holder's accepts them (even with a
// busy event loop: the kernel queues the connection). A pid file (the lock this replaces)
// took an unreaped zombie for alive, so 1 restart in 6 after a kill refused to start, and it took any
// process that was given the dead holder's pid after a container restart for the holder. Node has
// no flock(); a socket needs no native module. A socket file on a shared volume also works between
// containers (each has its own network namespace, which an abstract socket would not cross).
//
// A socket left by a dead holder (or an old-style pid file) refuses connections and is replaced.
// Replacing is the only step that is not one atomic system call, so it is guarded: the new socket
// is published with link() (which fails if the name exists, unlike bind-over-unlink or rename), and a
// refused lock is moved aside and checked to be the very file found dead before it is deleted (put
// back otherwise). What remains open is three starters racing on one dead lock within microseconds.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** who holds it, as the holder describes itself, e.g. "pid 123 on host web-1, since …" */
    readonly holder: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Growth Radar process (${holder}). ` +
        `Stop it first, or set DATA_DIR to another folder.`,
    )
  }
}

export interface DataDirLock {
  /** the lock's path, DATA_DIR/.lock (a socket) */
  readonly file: string
  /** Gives the folder up (synchronous, for exit paths); the process ending does the same. */
  release(): void
}

/** What a holder tells whoever connects: one JSON line. */
interface HolderInfo {
  pid: number
  host: string
  since: string
  command: string
}

function describe(info: HolderInfo | null): string {
  if (!info) return 'a process that holds the lock but did not say who it is'
  return `pid ${info.pid} on host ${info.host}, ${info.command}, since ${info.since}`
}

/** Longest socket path accepted everywhere (sockaddr_un.sun_path is 108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100

/**
 * The address to bind or connect for a file in the lock's folder. A data folder deep enough to make
 * the path too long for a socket address is reached through the open folder's /proc/self/fd entry
 * (Linux), which the kernel resolves like the folder itself.
 */
function addressOf(dir: string, dirFd: number | null, name: string): string {
  const full = path.join(dir, name)
  if (Buffer.byteLength(full) <= MAX_SOCKET_PATH || dirFd === null) return full
  return `/proc/self/fd/${dirFd}/${name}`
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (err: NodeJS.ErrnoException) => resolve(err)
    server.once('error', onError)
    server.listen(address, () => {
      server.off('error', onError)
      resolve(null)
    })
  })
}

type Probe =
  | { state: 'live'; info: HolderInfo | null }
  | { state: 'dead' }
  /** no lock there, or a holder that closed the connection unanswered: it is exiting, look again */
  | { state: 'gone' }
  | { state: 'unknown'; code: string }

/** Connects to a lock: a live holder accepts (and says who it is), a dead one's socket refuses. */
function probe(address: string, greetingMs = 1500): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address)
    let text = ''
    let connected = false
    let done = false
    const finish = (p: Probe) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve(p)
    }
    const parsed = (): HolderInfo | null => {
      try {
        const info = JSON.parse(text.split('\n')[0]) as HolderInfo
        return typeof info.pid === 'number' ? info : null
      } catch {
        return null
      }
    }
    // connected but silent (a holder whose event loop is busy, or stopped): alive, not named
    const timer = setTimeout(() => finish(connected ? { state: 'live', info: null } : { state: 'unknown', code: 'ETIMEDOUT' }), greetingMs)
    socket.on('connect', () => (connected = true))
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8')
      if (text.includes('\n')) finish({ state: 'live', info: parsed() })
    })
    // hung up without a greeting: a holder being killed (its threads still exiting) had the
    // connection queued; once it is gone the socket refuses
    socket.on('end', () => finish(parsed() ? { state: 'live', info: parsed() } : { state: 'gone' }))
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) return finish(parsed() ? { state: 'live', info: parsed() } : { state: 'gone' })
      // ECONNREFUSED: a socket nobody listens on, or not a socket at all (an old-style pid file)
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK') return finish({ state: 'dead' })
      if (err.code === 'ENOENT') return finish({ state: 'gone' })
      finish({ state: 'unknown', code: err.code ?? err.message })
    })
  })
}

function lstatOrNull(file: string): fs.Stats | null {
  try {
    return fs.lstatSync(file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}

/** Removes the dead lock `dead` (found at `file`) unless `file` is now something else, which is put back. */
function removeDead(file: string, dead: fs.Stats): void {
  const aside = `${file}.dead-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  try {
    fs.renameSync(file, aside)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return // another starter removed it first
    throw err
  }
  const moved = fs.lstatSync(aside)
  if (moved.ino === dead.ino && moved.dev === dead.dev) {
    fs.unlinkSync(aside)
    return
  }
  // another starter replaced the dead lock between our probe and the move: give its lock back
  // (EEXIST: a third one published meanwhile, the race this guard does not cover)
  try {
    fs.linkSync(aside, file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    fs.unlinkSync(aside)
  }
}

/**
 * Takes DATA_DIR/.lock, or throws DataDirLockedError naming the folder and the live holder. A lock
 * whose process is gone (killed, zombie, or an old pid file) is replaced.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, '.lock')
  // the folder stays open while the lock is held: it anchors a /proc/self/fd address (long paths)
  const dirFd = process.platform === 'linux' ? fs.openSync(dir, 'r') : null
  const info: HolderInfo = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    command: path.relative(process.cwd(), process.argv[1] ?? '') || process.argv[1] || 'node',
  }
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined) // a prober that hangs up first is no concern
    socket.end(`${JSON.stringify(info)}\n`)
  })
  // the lock must not keep a finished process alive
  server.unref()
  // bound under a private name, then published as .lock with link(): one atomic step that fails when
  // a lock is there. Closing the server later unlinks only the private name (already gone).
  const privateName = `.lock.${process.pid}.${crypto.randomBytes(6).toString('hex')}`
  const privatePath = path.join(dir, privateName)
  const closeDirFd = () => {
    if (dirFd !== null) fs.closeSync(dirFd)
  }
  const bindError = await listen(server, addressOf(dir, dirFd, privateName))
  if (bindError) {
    closeDirFd()
    throw new Error(`could not create the lock in the data folder ${dir}: ${bindError.message}`)
  }
  const abandon = () => {
    server.close()
    try {
      fs.unlinkSync(privatePath)
    } catch {
      // closing removed it
    }
    closeDirFd()
  }
  try {
    const mine = fs.lstatSync(privatePath)
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        fs.linkSync(privatePath, file)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
        const found = lstatOrNull(file)
        if (!found) continue
        const seen = await probe(addressOf(dir, dirFd, '.lock'))
        if (seen.state === 'live') throw new DataDirLockedError(dir, describe(seen.info))
        if (seen.state === 'unknown') {
          throw new DataDirLockedError(
            dir,
            `unknown: its lock ${file} could not be checked (${seen.code}); remove it if no process uses the folder`,
          )
        }
        if (seen.state === 'dead') removeDead(file, found)
        else await new Promise((r) => setTimeout(r, 20 * (attempt + 1)))
        continue
      }
      fs.unlinkSync(privatePath)
      let released = false
      return {
        file,
        release() {
          if (released) return
          released = true
          try {
            const now = fs.lstatSync(file)
            if (now.ino === mine.ino && now.dev === mine.dev) fs.unlinkSync(file)
          } catch {
            // already gone
          }
          server.close()
          closeDirFd()
        },
      }
    }
    throw new Error(`could not take the lock ${file}: it kept changing (another process is starting on the same folder)`)
  } catch (err) {
    abandon()
    throw err
  }
}
