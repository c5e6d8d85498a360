// Nothing acknowledged is lost when the server is killed mid-write: the real server,
// on its own data folder, takes concurrent follow and unfollow writes; it is killed with SIGKILL
// in the middle of them and started again on the same folder (at once, as a supervisor would:
// the killed process may not even be reaped yet), three times. Every write the server answered
// must be there afterwards: an acknowledged follow is listed, an acknowledged unfollow is not.
// Writes in flight at the kill may land either way. The server runs as one node process (node
// --import tsx, not the tsx launcher, which would leave its child running when killed).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT, serverEnv } from './server-process'
import { tsNode } from './ts-node'
import { copyTemplate } from './dataset-template'

const ACCOUNT = { username: 'analyst@growthradar.demo', password: 'demo2026' }
const KILLS = 3
const WORKERS = 12
/** acknowledged writes per run before the kill (about a second of writing) */
const WRITES_BEFORE_KILL = 200
/** each worker unfollows its words this far behind, so that the account stays far below the follow cap */
const KEEP = 20

interface Server {
  child: ChildProcess
  url: string
}

function start(dataDir: string): Promise<Server> {
  // the writes are to the account store: the engine execution starts without loading every fact,
  // which would only lengthen each of the four starts
  const env = serverEnv(dataDir, { API_RATE_MAX: '1000000', LOGIN_RATE_MAX: '1000', ANALYTICS_EXECUTION: 'engine' })
  const child = spawn(...tsNode('server/start.ts'), {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start:\n${out}`))
    }, 120_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Growth Radar is running at (http:\/\/[^\s/]+)\//.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, url: m[1] })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code ?? signal}) before starting:\n${out}`))
    })
  })
}

async function post(url: string, body: object, token?: string): Promise<{ status: string; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { status: string; data: unknown }
}

test('SIGKILL during concurrent follow writes loses none of the acknowledged writes (3 kills, restart at once)', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-kill-'))
  const dataDir = path.join(tmp, 'data')
  let server: Server | undefined
  try {
    await copyTemplate(dataDir)
    server = await start(dataDir)
    const login = await post(`${server.url}/sso/token`, ACCOUNT)
    const token = (login.data as { token: string }).token
    expect(token).toBeTruthy()

    /** the last acknowledged state of each word: true followed, false unfollowed */
    const acknowledged = new Map<string, boolean>()
    let writes = 0
    const restarts: number[] = []
    for (let run = 0; run < KILLS; run++) {
      const url: string = server.url
      let stop = false
      let ackedThisRun = 0
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const word = `k${run}w${w}n${i}`
          const ops: [string, 'add' | 'del'][] = [[word, 'add']]
          if (i >= KEEP) ops.push([`k${run}w${w}n${i - KEEP}`, 'del'])
          for (const [target, func] of ops) {
            try {
              const r = await post(`${url}/api/marked`, { category_id: 16, func, word: target, platform: 'all' }, token)
              if (r.status !== 'ok') throw new Error(`write refused: ${JSON.stringify(r)}`)
              acknowledged.set(target, func === 'add')
              ackedThisRun++
            } catch (err) {
              if (err instanceof Error && err.message.startsWith('write refused')) throw err
              // the server is gone: this write may or may not have landed, so its word's last
              // acknowledged state no longer holds (an unfollow of a word followed earlier in the
              // run may have landed unanswered)
              acknowledged.delete(target)
              return
            }
          }
        }
      }
      const workers = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)))
      let failed: unknown
      workers.catch((err: unknown) => (failed = err))
      while (ackedThisRun < WRITES_BEFORE_KILL && failed === undefined) await new Promise((r) => setTimeout(r, 5))
      server.child.kill('SIGKILL')
      stop = true
      await workers
      writes += ackedThisRun
      // started again at once, on the same folder (the lock of the killed server dies with it)
      const restarting = Date.now()
      server = await start(dataDir)
      restarts.push(Date.now() - restarting)
    }

    const res = await fetch(`${server.url}/api/marked/list?plat=all`, { headers: { 'x-api-key': token } })
    const listed = new Set(((await res.json()) as { data: { word: string }[] }).data.map((f) => f.word))
    const lostFollows = [...acknowledged].filter(([w, on]) => on && !listed.has(w)).map(([w]) => w)
    const lostUnfollows = [...acknowledged].filter(([w, on]) => !on && listed.has(w)).map(([w]) => w)
    expect({ lostFollows, lostUnfollows }).toEqual({ lostFollows: [], lostUnfollows: [] })
    expect(writes).toBeGreaterThanOrEqual(KILLS * WRITES_BEFORE_KILL)
    console.log(`${writes} acknowledged follow writes over ${KILLS} kills: none lost (restarts ${restarts.join(', ')} ms)`)
  } finally {
    server?.child.kill('SIGKILL')
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      await new Promise((r) => server!.child.once('exit', r))
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}, 240_000)
