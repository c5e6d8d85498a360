// Starts the ClickHouse HTTP test harness (clickhouse-http.ts) as a process of its own: chDB opens
// one data folder per process, and the server under test must reach it over HTTP as it would a
// ClickHouse server.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from './server-process'
import { tsNode } from './ts-node'

export interface StartedHarness {
  child: ChildProcess
  url: string
  stop(): Promise<void>
}

export function startClickHouseHttp(dataPath: string, timeoutMs = 60_000): Promise<StartedHarness> {
  const child = spawn(...tsNode(path.join(__dirname, 'clickhouse-http.ts'), dataPath), {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the ClickHouse HTTP harness did not start within ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /ClickHouse HTTP at (http:\/\/\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, url: m[1], stop })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the ClickHouse HTTP harness exited with ${code} before starting:\n${out}`))
    })
  })
}
