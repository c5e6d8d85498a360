// The data-folder lock: it must die with its holder. The pid file it replaces took a
// killed server that was not yet reaped (a zombie) for alive, so 1 restart in 6 refused to start,
// and a pid reused by an unrelated process after a container restart fooled it the same way.
// Holders are real processes (lock-holder.ts); the zombie is made by a parent that never reaps.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { acquireDataDirLock, DataDirLockedError } from '../lock'
import { REPO_ROOT } from './server-process'

const HOLDER = path.join(__dirname, 'lock-holder.ts')
const NODE_TSX = `"${process.execPath}" --import tsx "${HOLDER}"`

interface Holder {
  child: ChildProcess
  pid: number
}

/** Starts a shell command whose output announces `locked <pid>`; resolves with that pid. */
function startHolder(command: string): Promise<Holder> {
  const child = spawn('sh', ['-c', command], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`holder did not lock:\n${out}`)), 20_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /locked (\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, pid: Number(m[1]) })
      } else if (/failed/.test(out)) {
        clearTimeout(timer)
        reject(new Error(out))
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
  })
}

function processState(pid: number): string | null {
  try {
    // /proc/<pid>/stat: "pid (comm) S …"; comm may hold spaces, the state follows the last ')'
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  } catch {
    return null
  }
}

async function until(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()))
}

describe('data folder lock: it dies with its process', () => {
  let dir: string
  const children: ChildProcess[] = []
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-lock-'))))
  afterEach(async () => {
    for (const c of children.splice(0)) {
      c.kill('SIGKILL')
      await exited(c)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a live holder refuses a second opener with a message naming the folder and the holder; after it stops the folder is free', async () => {
    const holder = await startHolder(`exec ${NODE_TSX} "${dir}"`)
    children.push(holder.child)
    const refused = await acquireDataDirLock(dir).then(
      () => null,
      (err: unknown) => err,
    )
    expect(refused).toBeInstanceOf(DataDirLockedError)
    const message = (refused as Error).message
    expect(message).toContain(dir)
    expect(message).toContain(`pid ${holder.pid}`)
    expect(message).toContain(os.hostname())
    // a stopped holder (SIGTERM releases) leaves the folder free
    holder.child.kill('SIGTERM')
    await exited(holder.child)
    const lock = await acquireDataDirLock(dir)
    lock.release()
  }, 30_000)

  test('a holder killed but not yet reaped (a zombie) does not block', async () => {
    // the shell becomes `sleep`, which never waits for its children: the killed holder stays a zombie
    const holder = await startHolder(`${NODE_TSX} "${dir}" & exec sleep 120`)
    children.push(holder.child)
    process.kill(holder.pid, 'SIGKILL')
    await until('the holder to be a zombie', () => processState(holder.pid) === 'Z')
    const lock = await acquireDataDirLock(dir)
    expect(processState(holder.pid)).toBe('Z')
    lock.release()
  }, 30_000)

  test('a lock file naming a live but unrelated process (a pid reused after a restart) does not block', async () => {
    // the pid file written by the lock this one replaces; the pid belongs to a live process that is not a holder
    const unrelated = spawn('sleep', ['120'])
    children.push(unrelated)
    fs.writeFileSync(path.join(dir, '.lock'), `${unrelated.pid}\n`)
    const lock = await acquireDataDirLock(dir)
    lock.release()
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false)
  }, 30_000)

  test('openers racing on a dead lock: exactly one takes it', async () => {
    fs.writeFileSync(path.join(dir, '.lock'), '999999999\n')
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => acquireDataDirLock(dir)))
    const taken = results.filter(
      (r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof acquireDataDirLock>>> => r.status === 'fulfilled',
    )
    expect(taken).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError)
    taken[0].value.release()
    // nothing left behind but the folder's own files
    expect(fs.readdirSync(dir)).toEqual([])
  })

  test('a folder whose path is too long for a socket address is locked all the same', async () => {
    const deep = path.join(dir, 'a-data-folder-with-a-name-long-enough'.repeat(4))
    const lock = await acquireDataDirLock(deep)
    await expect(acquireDataDirLock(deep)).rejects.toThrow(DataDirLockedError)
    lock.release()
    ;(await acquireDataDirLock(deep)).release()
  })

  test('a second opener in the same process is refused; release frees the folder', async () => {
    const lock = await acquireDataDirLock(dir)
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError)
    lock.release()
    const again = await acquireDataDirLock(dir)
    again.release()
  })
})
