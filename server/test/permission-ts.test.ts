// A permission item is {cat_id, ts}, ts the month the node was granted. Accounts stored before carry cat_id
// alone: opening the store gives each such item the month its account was created (Asia/Shanghai);
// items with a ts and the other lists are kept as they were. The run is a tsx child
// (permission-ts-run.ts): PGlite cannot load inside jest's module runtime.
import path from 'node:path'
import { REPO_ROOT, run } from './server-process'

jest.setTimeout(120_000)

test('a stored account without ts in its permission items gets the month it was created, once', async () => {
  const { code, output } = await run([path.join(REPO_ROOT, 'server', 'test', 'permission-ts-run.ts')], { ...process.env })
  expect(code).toBe(0)
  const line = output.split('\n').find((l) => l.startsWith('GR-PERMISSION-TS '))
  expect(line).toBeDefined()
  const { first, second } = JSON.parse((line as string).slice('GR-PERMISSION-TS '.length))
  expect(first).toEqual({
    cat_list: {
      cat_id: 16,
      level1: [{ cat_id: 16, ts: '2024-04' }],
      level2: [{ cat_id: 50008898, ts: '2024-04' }],
      level3: [],
      level4: [],
    },
    jd_cat_list: { cat_id: 1801, level1: [{ cat_id: 1801, ts: '2023-05' }], level2: [], level3: [], level4: [] },
    douyin_cat_list: 'all',
    chance_cat_list: 'all',
    chance_jd_cat_list: 'all',
    ebay_cat_list: 'all',
    gamazon_cat_list: { level1: [], level2: [], level3: [], level4: [] },
    social_cat_list: 'all',
    is_validata_user_count: true,
  })
  expect(second).toEqual(first)
})
