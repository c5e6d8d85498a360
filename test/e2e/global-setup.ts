import fs from 'node:fs'
import path from 'node:path'
import { startProduct, stateFile } from './harness'

export default async function globalSetup(): Promise<void> {
  const state = await startProduct()
  fs.mkdirSync(path.dirname(stateFile), { recursive: true })
  fs.writeFileSync(stateFile, JSON.stringify(state))
}
