// npm run bench:api — the speed of the analytics answers, measured on the DEFAULT dataset (≥ 5 M
// item-month rows) in BENCH_DATA_DIR (default ./data-bench; built on first use, ~1 min):
//  1. each detail read of a concept expression in a category subtree (trend, brands, categories,
//     items) and the ranking lists, BENCH_RUNS times: the PLAIN scan (plain.ts), the optimised
//     call uncached (result cache off; the expression already matched) and cached; plus the four
//     reads of never-seen expressions beside their plain scans, the first read of
//     a ranking partition, and the social ranking computed from scratch;
//     (BENCH_ONLY=detail: the concept's detail reads and the never-seen expressions alone, no load);
//  2. autocannon (BENCH_ONLY=load: this part alone): BENCH_CONNECTIONS (64) connections for BENCH_DURATION (30) s on mixed reads of a
//     logged-in session; requests/s, p50, p99, transport and envelope errors.
// A benchmark, not a test: it prints a table and exits 0 unless something fails outright.
import path from 'node:path'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { acquireDataDirLock } from '../lock'
import { openStores } from '../stores'
import { setCachesEnabled } from '../analytics/computed-caches'
import { searchIndexStats } from '../analytics/queries/search-index'
import { clearRankingPartitions, rankingWarmUp } from '../analytics/ranking-partitions'
import { clearSocialCache } from '../analytics/social'
import { compileConcept } from '../analytics/concept-sql'
import { lastMonths, multiMonthRange, sameMonthLastYear, shiftMonth } from '../../src/domain/months'
import { PLAIN, plainRankingPage, type PlainQuery } from './plain'
import { runLoad, planRequests } from './load'
import { callApi, p50, timed, type Call } from './calls'
import { neverSeen } from './never-seen'
import { recordTails } from './tails'

const RUNS = Number(process.env.BENCH_RUNS || 30)

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`
const f = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(8)

async function main(): Promise<void> {
  // BENCH_DATASET=large measures ten times the data (built on first use, ~5 min; BENCH_DATA_DIR apart)
  const dataset = process.env.BENCH_DATASET || 'default'
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || (dataset === 'default' ? './data-bench' : `./data-bench-${dataset}`))
  const config = loadConfig({ ...process.env, DATASET: dataset, DATA_DIR: dataDir, API_RATE_MAX: '1000000000', LOG_LEVEL: 'warn' })
  const lock = await acquireDataDirLock(dataDir)
  console.log(`bench: opening ${dataDir}, dataset "${dataset}" (built on first use)`)
  const stores = await openStores(config, { info: (o, m) => console.log(m ?? o), warn: (o, m) => console.warn(m ?? o) })
  const rssBefore = process.memoryUsage().rss
  const app = await buildApp({ db: stores.accounts.db, analytics: stores.analytics, catalog: stores.catalog, config, logger: false })
  // the load's slowest requests and the collector's pauses (recorded during the load only)
  const tails = recordTails(app)
  let envelopeErrors = 0
  app.addHook('onSend', async (_req, _reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('{"status":"error"')) envelopeErrors++
    return payload
  })
  await app.ready()
  const index = searchIndexStats()
  const rssAfter = process.memoryUsage().rss
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/sso/token',
      payload: { username: 'analyst@growthradar.demo', password: 'demo2026' },
    })
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token
    const ts = stores.catalog.ts
    // the server reads the latest month's rankings in the background at start: not during the measurements
    await rankingWarmUp()
    const [{ fact_rows }] = await stores.analytics.rows<{ fact_rows: number }>('SELECT count() AS fact_rows FROM gr.facts')
    console.log(
      `bench: dataset "${dataset}", ${Number(fact_rows).toLocaleString('en')} item-month rows, latest month ${ts}, ${RUNS} runs per query\n`,
    )

    // BENCH_ONLY=load skips the per-query table and runs the load alone (to profile it, say)
    if (process.env.BENCH_ONLY !== 'load') {
      const rows: string[] = []
      const extra: string[] = []
      const row = (name: string, plain: number | null, uncached: number, cachedMs: number) =>
        rows.push(
          `${name.padEnd(44)}${plain === null ? '       —' : f(plain)}${f(uncached)}${f(cachedMs)}${plain === null ? '       —' : `${(plain / uncached).toFixed(1).padStart(7)}×`}`,
        )

      const scenarios = [
        { word: '纯棉 not 儿童', cid: 16, multi: 0 as const },
        { word: '法式 or 连衣裙', cid: 16, multi: 1 as const },
      ]
      for (const s of scenarios) {
        const start = s.multi ? multiMonthRange(ts).start : ts
        const q: PlainQuery = {
          source: 'all',
          l1: s.cid,
          expr: compileConcept(s.word).expr,
          start,
          end: ts,
          baseStart: sameMonthLastYear(start),
          baseEnd: sameMonthLastYear(ts),
          trendFrom: shiftMonth(ts, -24),
        }
        const body = { word: s.word, cid: s.cid, is_multi_month: s.multi }
        const calls: Record<keyof typeof PLAIN, Call> = {
          trend: { method: 'POST', url: '/api/search', body },
          brands: {
            method: 'GET',
            url: `/api/cloud?${new URLSearchParams({ word: s.word, cid: String(s.cid), is_multi_month: String(s.multi) })}`,
          },
          categories: { method: 'POST', url: '/api/ecloud', body },
          items: { method: 'POST', url: '/api/itemcloud', body: { ...body, page: 2, page_size: 20 } },
        }
        for (const kind of Object.keys(PLAIN) as (keyof typeof PLAIN)[]) {
          const plain = await timed(RUNS, () => PLAIN[kind](stores.analytics, q))
          setCachesEnabled(false)
          const uncached = await timed(RUNS, () => callApi(app, token, calls[kind]))
          setCachesEnabled(true)
          const hit = await timed(RUNS, () => callApi(app, token, calls[kind]))
          row(`${kind} "${s.word}" cid ${s.cid}${s.multi ? ' 3 months' : ''}`, plain, uncached, hit)
        }
      }

      // never-seen expressions: their four detail reads and their drivers, in both executions, beside the plain scans
      setCachesEnabled(false)
      const { cold, coldPlain, lines } = await neverSeen({ app, token, stores, config, ts })
      setCachesEnabled(true)
      extra.push(...lines)

      const rankingsToo = process.env.BENCH_ONLY !== 'detail'
      for (const [name, plat, cid, url] of !rankingsToo
        ? []
        : ([
            ['ranking /api/ecommerce all cid 16', 'all', 16, '/api/ecommerce'],
            ['ranking /api/list_gamazon cid 3760911', 'gamazon', 3760911, '/api/list_gamazon'],
          ] as const)) {
        const months = lastMonths(ts, 12)
        const plain = await timed(RUNS, () => plainRankingPage(stores.analytics, plat, cid, ts, months[0], 20))
        const call: Call =
          url === '/api/ecommerce'
            ? { method: 'POST', url, body: { plat, cid, page_size: 20 } }
            : { method: 'GET', url: `${url}?cid=${cid}&page_size=20` }
        setCachesEnabled(false)
        const uncached = await timed(RUNS, () => callApi(app, token, call))
        // the first read of a partition (every later page of it is a slice of memory)
        const first = await timed(RUNS, () => callApi(app, token, call), clearRankingPartitions)
        setCachesEnabled(true)
        const hit = await timed(RUNS, () => callApi(app, token, call))
        row(name, plain, uncached, hit)
        extra.push(`${name}: first read of its partition p50 ${first.toFixed(2)} ms`)
      }
      // the social ranking keeps each whole list in memory (analytics/social.ts): from scratch, then kept
      // and each page is an answer of the result cache like the other rankings
      const social: Call = { method: 'GET', url: '/api/social?social_plat=douyin&page_size=20' }
      if (rankingsToo) {
        setCachesEnabled(false)
        const socialCold = await timed(
          RUNS,
          () => callApi(app, token, social),
          () => clearSocialCache(stores.analytics),
        )
        const socialKept = await timed(RUNS, () => callApi(app, token, social))
        setCachesEnabled(true)
        const socialHit = await timed(RUNS, () => callApi(app, token, social))
        row('ranking /api/social douyin', null, socialKept, socialHit)
        extra.push(`ranking /api/social douyin: computed from scratch p50 ${socialCold.toFixed(2)} ms`)
      }

      console.log(`${'query'.padEnd(44)}${'plain'.padStart(8)}${'uncached'.padStart(8)}${'cached'.padStart(8)}${'ratio'.padStart(8)}`)
      console.log(`${''.padEnd(44)}${'p50 ms'.padStart(8)}${'p50 ms'.padStart(8)}${'p50 ms'.padStart(8)}${'plain/'.padStart(8)}`)
      for (const r of rows) console.log(r)
      console.log(
        `never-seen expression, its four detail reads: p50 ${p50(cold).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms` +
          ` (target p50 ≤ 10, max ≤ 30); the plain scans of the same reads: p50 ${p50(coldPlain).toFixed(1)} ms, ${(p50(coldPlain) / p50(cold)).toFixed(1)}× (target ≥ 3×)`,
      )
      console.log(
        `facts and title index in memory: ${index.factRows.toLocaleString('en')} rows, ${index.items.toLocaleString('en')} items, ${index.titles.toLocaleString('en')} distinct titles,` +
          ` ~${index.megabytes.toFixed(0)} MB, read in ${index.seconds.toFixed(1)} s; RSS ${mb(rssBefore)} before, ${mb(rssAfter)} after`,
      )
      for (const line of extra) console.log(line)
      const floor = await timed(RUNS, () => callApi(app, token, { method: 'GET', url: '/api/user' }))
      console.log(`floor: GET /api/user (session lookup, no analytics) p50 ${floor.toFixed(2)} ms\n`)
    }
    if (process.env.BENCH_ONLY === 'detail') return

    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    // ranking partitions no request has read: the level-1 and level-2 categories in the months before the last
    const rankable = [...stores.catalog.tree('all').values()]
      .filter((c) => c.level <= 2)
      .flatMap((c) => lastMonths(shiftMonth(ts, -1), 60).map((month) => ({ cid: c.id, month })))
    const plan = { url: `http://127.0.0.1:${port}`, token, ts, rankable }
    const { fixed, all: requests } = planRequests(plan)
    // the fixed mix starts with its expressions matched but no answer cached: each distinct request
    // is computed once during the run, then served from the result cache; the fresh ones never are
    for (const q of fixed) {
      await app.inject({
        method: q.method,
        url: q.path,
        payload: q.body,
        headers: { 'x-api-key': token, 'content-type': 'application/json' },
      })
    }
    setCachesEnabled(false)
    setCachesEnabled(true)
    envelopeErrors = 0
    tails.start()
    const load = await runLoad(plan)
    console.log(
      `autocannon ${load.connections} connections, ${load.duration} s, mixed reads (${fixed.length} distinct requests;` +
        ` one in ${((requests.length / (requests.length - fixed.length)) * 2).toFixed(0)} a never-seen expression, one in as many a first partition read):`,
    )
    console.log(`  ${load.rps.toFixed(0)} requests/s, latency p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms`)
    console.log(`  errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}, envelope errors ${envelopeErrors}`)
    for (const line of tails.report(load.p50)) console.log(line)
    const failed = load.errors + load.timeouts + load.non2xx + envelopeErrors
    const met = failed === 0 && load.p99 <= 50 && load.rps >= 3000
    console.log(
      met
        ? '  target met: ≥ 3,000 requests/s, p99 ≤ 50 ms, no errors'
        : '  TARGET MISSED (≥ 3,000 requests/s, p99 ≤ 50 ms and no errors wanted)',
    )
  } finally {
    await app.close()
    await stores.close()
    lock.release()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
