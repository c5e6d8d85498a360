// The data-folder lock (a second server on the same folder is refused) and the determinism of the
// dataset generator (the same seed and end month give the same checksum).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildTree } from '../dataset/tree'
import { DEFAULT_SEED } from '../dataset/sizes'
import { run, serverEnv } from './server-process'
import { state } from './helpers'

describe('data folder lock', () => {
  // the lock's own cases (live holder, zombie, reused pid, races) are in data-lock.test.ts
  test("a second server on the running server's folder exits with a clear message naming the holder", async () => {
    const { code, output } = await run([path.join('server', 'start.ts')], serverEnv(state().dataDir), 60_000)
    expect(code).toBe(1)
    expect(output).toContain(`The data folder ${state().dataDir} is in use by another Growth Radar process (pid `)
    // the holder is the running test server, alive
    const holder = Number(/in use by another Growth Radar process \(pid (\d+)/.exec(output)?.[1])
    expect(() => process.kill(holder, 0)).not.toThrow()
    expect(output).toContain('server/start.ts')
  })
})

describe('dataset generator', () => {
  test('category trees are deterministic and carry the contract ids', () => {
    const a = buildTree('all', DEFAULT_SEED).rows
    const b = buildTree('all', DEFAULT_SEED).rows
    expect(a).toEqual(b)
    expect(a.find((r) => r.category_id === 16)?.name).toBe('女装/女士精品')
    expect(a.find((r) => r.category_id === 1801)?.name).toBe('美容护肤/美体/精油')
    expect(new Set(a.map((r) => r.category_id)).size).toBe(a.length)
    expect(a.filter((r) => r.level === 4).length).toBeGreaterThan(300)
  })

  test('the same seed and end month build the same data (checksum)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-det-'))
    try {
      const { code, output } = await run(
        [path.join('server', 'import', 'dataset-cli.ts'), '--end', state().ts],
        { ...process.env, DATASET: 'small', DATA_DIR: dir },
        120_000,
      )
      expect(code).toBe(0)
      const checksum = /checksum: ([0-9a-f-]+)/.exec(output)?.[1]
      expect(state().checksum).toMatch(/^[0-9a-f]{16}(-[0-9a-f]{16}){7}$/)
      expect(checksum).toBe(state().checksum)
      expect(output).toMatch(/built in [\d.]+ s: \d+ item-month rows/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 150_000)
})
