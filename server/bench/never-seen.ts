// Expressions no one asked for before, as a user's first look at a concept: the four detail reads
// (trend, brands, categories, items) and the drivers, the first read matching the expression; beside
// the plain ClickHouse scans of the same figures, then again in the engine execution
// (ANALYTICS_EXECUTION=engine: each read one query inside ClickHouse, nothing held per expression)
// on the same stores, the path past one box. Run with the caches off.
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { Config } from '../config'
import type { openStores } from '../stores'
import { compileConcept } from '../analytics/concept-sql'
import { sameMonthLastYear, shiftMonth } from '../../src/domain/months'
import { callApi, p50 } from './calls'
import { PLAIN, plainDrivers, type PlainQuery } from './plain'

type Stores = Awaited<ReturnType<typeof openStores>>

interface Bench {
  app: FastifyInstance
  token: string
  stores: Stores
  config: Config
  /** the data's latest month: every read is of it, in category 16 */
  ts: string
}

const FOUR_READS_WORDS = ['百搭', '休闲 not 儿童', '网红 or 大码', '加厚', '冰丝', '户外 and 便携', '学生', '控油', '新中式', '整箱']
const DRIVERS_WORDS = ['碎花', '方领 or 泡泡袖', '复古 not 儿童', '大码', '宽松 and 显瘦', '真丝', '保暖', '防晒 or 透气', '收腰', '通勤']

/** The four detail reads of `word` in category 16, as the detail page asks them; how long they took. */
async function fourReads(app: FastifyInstance, token: string, word: string): Promise<number> {
  const body = { word, cid: 16, is_multi_month: 0 }
  const t = performance.now()
  await callApi(app, token, { method: 'POST', url: '/api/search', body })
  await callApi(app, token, { method: 'GET', url: `/api/cloud?${new URLSearchParams({ word, cid: '16', is_multi_month: '0' })}` })
  await callApi(app, token, { method: 'POST', url: '/api/ecloud', body })
  await callApi(app, token, { method: 'POST', url: '/api/itemcloud', body: { ...body, page: 1, page_size: 20 } })
  return performance.now() - t
}

/** The drivers of `word` in category 16; how long they took. */
async function driversRead(app: FastifyInstance, token: string, word: string): Promise<number> {
  const t = performance.now()
  await callApi(app, token, { method: 'POST', url: '/api/drivers', body: { word, cid: 16, is_multi_month: 0 } })
  return performance.now() - t
}

/** The plain scans' query of `word` in category 16 in month ts, its trend from `trendFrom`. */
function plainQuery(word: string, ts: string, trendFrom: string): PlainQuery {
  const base = sameMonthLastYear(ts)
  return { source: 'all', l1: 16, expr: compileConcept(word).expr, start: ts, end: ts, baseStart: base, baseEnd: base, trendFrom }
}

async function timedPlain(scan: () => Promise<unknown>): Promise<number> {
  const t = performance.now()
  await scan()
  return performance.now() - t
}

/** The four reads' times (memory execution) and their plain scans', and the lines to print. */
export async function neverSeen(b: Bench): Promise<{ cold: number[]; coldPlain: number[]; lines: string[] }> {
  const { app, token, stores, ts } = b
  const cold: number[] = []
  const coldPlain: number[] = []
  for (const word of FOUR_READS_WORDS) {
    cold.push(await fourReads(app, token, word))
    const q = plainQuery(word, ts, shiftMonth(ts, -24))
    coldPlain.push(
      await timedPlain(async () => {
        for (const kind of Object.keys(PLAIN) as (keyof typeof PLAIN)[]) await PLAIN[kind](stores.analytics, q)
      }),
    )
  }
  const drivers: number[] = []
  const driversPlain: number[] = []
  for (const word of DRIVERS_WORDS) {
    drivers.push(await driversRead(app, token, word))
    driversPlain.push(await timedPlain(() => plainDrivers(stores.analytics, plainQuery(word, ts, ts))))
  }
  const engine = await buildApp({
    db: stores.accounts.db,
    analytics: stores.analytics,
    catalog: stores.catalog,
    config: { ...b.config, analyticsExecution: 'engine' },
    logger: false,
  })
  const engineCold: number[] = []
  const engineDrivers: number[] = []
  for (const word of FOUR_READS_WORDS.slice(0, 5)) {
    engineCold.push(await fourReads(engine, token, word))
    engineDrivers.push(await driversRead(engine, token, word))
  }
  await engine.close()
  return {
    cold,
    coldPlain,
    lines: [
      `engine execution (embedded chDB): a never-seen expression's four detail reads p50 ${p50(engineCold).toFixed(1)} ms` +
        ` (target ≤ 30), its drivers p50 ${p50(engineDrivers).toFixed(1)} ms; the memory execution: ${p50(cold).toFixed(1)} and ${p50(drivers).toFixed(1)} ms`,
      `never-seen expression, its drivers (POST /api/drivers): p50 ${p50(drivers).toFixed(1)} ms, max ${Math.max(...drivers).toFixed(1)} ms` +
        ` (target p50 ≤ 20); the plain scans of the same figures: p50 ${p50(driversPlain).toFixed(1)} ms, ${(p50(driversPlain) / p50(drivers)).toFixed(1)}×`,
    ],
  }
}
