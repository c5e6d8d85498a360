// npm run bench:compare — POST /api/compare with 20 never-seen concepts (each round its own words,
// spread over the platforms, so every concept is read from the engine, not a cache), against a
// running server: BASE (default http://127.0.0.1:8080), as analyst@growthradar.demo. Prints p50 and
// the slowest of ROUNDS calls.
const BASE = process.env.BASE ?? 'http://127.0.0.1:8080'
const ROUNDS = Number(process.env.ROUNDS ?? 9)
const PLATS = ['all', 'jd', 'douyin', 'tbjd', 'tbjddy'] as const
const WORDS = ['法式', '连衣裙', '碎花', '真丝', '收腰', '宽松', '复古', '短袖', '长款', '针织']

async function post(path: string, body: unknown, token?: string): Promise<{ status: string; data: unknown }> {
  const res = await fetch(BASE + path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
  })
  return (await res.json()) as { status: string; data: unknown }
}

async function main(): Promise<void> {
  const login = await post('/sso/token', { username: 'analyst@growthradar.demo', password: 'demo2026' })
  const token = (login.data as { token: string }).token
  const run = Date.now().toString(36)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    // "<word> or <unique>": the word's items (a real read), as an expression no one asked before
    const items = Array.from({ length: 20 }, (_, i) => ({
      word: `${WORDS[i % WORDS.length]} or zb${run}r${round}i${i}`,
      plat: PLATS[i % PLATS.length],
    }))
    const t0 = performance.now()
    const answer = await post('/api/compare', { items }, token)
    times.push(performance.now() - t0)
    if (answer.status !== 'ok') throw new Error(JSON.stringify(answer))
  }
  times.sort((a, b) => a - b)
  console.log(
    `POST /api/compare, 20 never-seen concepts: p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, slowest ${times.at(-1)?.toFixed(0)} ms (${ROUNDS} calls)`,
  )
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
