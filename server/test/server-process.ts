// Starting a real server (server/start.ts, run as ts-node.ts says) as a child process, for the test set-up and for the
// lock test. chDB allows one data folder per process and holds an OS lock on it, so the tests talk
// to one server over HTTP instead of opening the stores inside jest's worker processes.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { copyTemplate } from './dataset-template'
import { REPO_ROOT, tsNode } from './ts-node'

export { REPO_ROOT }

export interface StartedServer {
  child: ChildProcess
  baseUrl: string
  output: () => string
}

export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SKIP_H5_BUILD: '1',
    DATASET: 'small',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // no machine here reaches WeChat: the tests sign in through the development exchanger
    WECHAT_EXCHANGER: 'local',
    // the alert job would send SMS to demo phones between a test's code request and its read of the outbox
    ALERT_INTERVAL_MIN: '0',
    // every test file signs in the same demo accounts, and the API budget is per account: the
    // shared server must not ration them (the limit has its own server in ratelimit.test.ts)
    API_RATE_MAX: '1000000',
    ...extra,
  }
}

/**
 * Spawns the server; resolves with its URL once it prints the "running at" line. A small-dataset
 * server on a data folder that does not exist yet starts on a copy of the built test data
 * (dataset-template.ts), unless `fresh` asks for the build itself; over CLICKHOUSE_URL the
 * analytics store is elsewhere and the server builds there.
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 180_000, { fresh = false } = {}): Promise<StartedServer> {
  const dataDir = env.DATA_DIR
  if (!fresh && dataDir && env.DATASET === 'small' && !env.CLICKHOUSE_URL && !fs.existsSync(dataDir)) await copyTemplate(dataDir)
  const child = spawn(...tsNode('server/start.ts'), { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Growth Radar is running at (http:\/\/[^\s/]+)\//.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, baseUrl: m[1], output: () => out })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before starting:\n${out}`))
    })
  })
}

/** Stops a server or command started here with SIGTERM (its graceful shutdown) and waits for it to exit. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Runs a command to completion and returns its exit code and output. */
export function run(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(...tsNode(args[0], ...args.slice(1)), { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
