// A server of a test's own, with settings the shared test server does not have, on its own data
// folder (chDB holds one folder per process); stopped and removed by the caller's afterAll.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serverEnv, startServer, stopChild } from './server-process'

export interface OwnServer {
  baseUrl: string
  /** what the server printed so far */
  output: () => string
  stop(): Promise<void>
}

export async function startOwnServer(name: string, settings: Record<string, string>): Promise<OwnServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `gr-${name}-`))
  const { child, baseUrl, output } = await startServer(serverEnv(path.join(tmp, 'data'), settings))
  return {
    baseUrl,
    output,
    async stop() {
      await stopChild(child)
      fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
}
