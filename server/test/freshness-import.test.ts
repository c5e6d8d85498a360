// How fresh the data is, as the analytics store records it (types/freshness.ts): the generator
// marks each marketplace's latest month estimated and each social platform's latest month partial;
// an import rewrites the sources it delivers (updated now, delivered months complete, the current
// month partial) and leaves the others; GET /api/freshness serves exactly what the store holds.
import type { Freshness } from '../../types'
import { currentMonthShanghai } from '../../src/domain/months'
import { importStore } from './import-store'
import { api, tokenFor } from './helpers'

jest.setTimeout(240_000)

const store = importStore('gr-freshness-')

// what the store holds, read as the importer's --freshness reads it; the import runs in this process
// as the command runs it (the command's own wiring and printing are import.test.ts's)
const held = (): Promise<Freshness> => store.freshness()

const find = (f: Freshness, kind: string, source: string) => f.sources.find((s) => s.kind === kind && s.source === source)

let generated: Freshness

test("the generated store marks each marketplace's latest month estimated and each social platform's latest month partial, the rest complete", async () => {
  generated = await held()
  expect(generated.sources.map((s) => `${s.kind}:${s.source}`)).toEqual([
    'sales:all',
    'sales:jd',
    'sales:douyin',
    'sales:gamazon',
    'sales:ebay',
    'social:douyin',
    'social:weibo',
    'social:xhs',
  ])
  for (const s of generated.sources) {
    expect(s.ts_min).toBe('2017-01')
    expect(s.ts < currentMonthShanghai()).toBe(true)
    expect(s.months).toEqual([{ month: s.ts, status: s.kind === 'sales' ? 'estimated' : 'partial' }])
    expect(Number.isNaN(Date.parse(s.updated_at))).toBe(false)
  }
})

test('an import updates the sources it delivers: their months complete, the current month partial, the time now; the others unchanged', async () => {
  const ts = find(generated, 'sales', 'all')?.ts as string
  const current = currentMonthShanghai()
  const dir = store.folder('fresh-months', {
    'categories.csv': 'platform,category_id,parent_id,name,name_en\nall,990001,0,宠物用品,Pet Supplies\nall,990002,990001,猫粮,Cat Food\n',
    'items.csv': 'platform,item_id,category_id,brand,title,price\nall,990000001,990002,喵小馆/MIAOXG,喵小馆 冻干 全价猫粮 1.5kg,89.00\n',
    'facts.csv': `platform,item_id,month,sales,volume\nall,990000001,${ts},53400,600\nall,990000001,${current},66750,750\n`,
    'social.csv': `word,social_plat,month,volume\n猫咪冻干,xhs,${ts},2000\n`,
  })
  const started = Date.now()
  const out = await store.importHere(dir)
  expect(out).toMatchObject({ code: 0 })
  const after = await held()
  const all = find(after, 'sales', 'all')
  expect(all?.ts).toBe(current)
  // the estimated month was delivered again (complete now); the current month is still being collected
  expect(all?.months).toEqual([{ month: current, status: 'partial' }])
  expect(Date.parse(all?.updated_at as string)).toBeGreaterThanOrEqual(started - 1000)
  const xhs = find(after, 'social', 'xhs')
  expect(xhs?.months).toEqual([])
  expect(xhs?.updated_at).toBe(all?.updated_at)
  // sources the import did not deliver are as the generator left them
  for (const other of ['sales:jd', 'sales:douyin', 'sales:gamazon', 'sales:ebay', 'social:douyin', 'social:weibo']) {
    const [kind, source] = other.split(':')
    expect(find(after, kind, source)).toEqual(find(generated, kind, source))
  }

  // the server serves what the store holds
  const server = await store.serve()
  const baseUrl = server.baseUrl
  const token = await tokenFor('analyst@growthradar.demo', baseUrl)
  const { json } = await api<Freshness>('/api/freshness', { token, baseUrl })
  expect(json.status).toBe('ok')
  expect(json.data).toEqual(after)
  // signed out: -401
  expect((await api('/api/freshness', { baseUrl })).json.error_code).toBe(-401)
})
