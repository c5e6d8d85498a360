// Lists as phones expect them, in the built mini-program (dist/weapp): a ranking has no numbered pages
// but asks the next page when the user reaches its bottom and shows it under the first; pulling down a
// ranking, /myAttention or /my asks their data again.
import { loadMiniProgram, ok, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, fakeServer, ranking } from './harness/mini-session'
import { settle } from './harness/quiet'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

const NEXT_WORDS = ['冰袖防晒套', '凉感防晒帽']

/** A ranking of 4 concepts, 2 a page: page 2 has other words. */
function pagedRanking(body: { ts?: string; page?: number }) {
  const page = body.page ?? 1
  const base = ranking({ ts: body.ts, page, page_size: 2 })
  const words = page === 1 ? WORDS : NEXT_WORDS
  return { ...base, total: 4, rows: base.rows.map((row, i) => ({ ...row, word: words[i], rank: (page - 1) * 2 + i + 1 })) }
}

const hook = (instance: Record<string, unknown>, name: string) => {
  const fn = instance[name] as (() => void) | undefined
  if (typeof fn !== 'function') throw new Error(`the page has no ${name}`)
  return () => fn.call(instance)
}

let mp: MiniProgram | undefined
afterEach(() => {
  mp?.close()
  mp = undefined
})

test('a ranking: no numbered pages; the bottom reached asks page 2 and shows it under page 1; pull-down asks again', async () => {
  mp = await loadMiniProgram({
    server: fakeServer({ 'POST /api/ecommerce': (r) => ok(pagedRanking(r.data as { ts?: string; page?: number })) }),
    storage: { token: TOKEN },
  })
  const page = await mp.openPage(pagePath('concept'))
  await page.waitForText(WORDS[1])
  expect(page.texts().join(' ')).not.toContain(zh.concept.next)
  await page.waitForText(zh.rankings.scrollForMore)
  const asked = () => mp!.requests.filter((r) => r.path === '/api/ecommerce')
  hook(page.instance, 'onReachBottom')()
  await page.waitForText(NEXT_WORDS[1])
  expect(asked().at(-1)?.data).toMatchObject({ page: 2 })
  // both pages are shown, the first above the second
  const texts = page.texts()
  expect(texts.indexOf(WORDS[0])).toBeLessThan(texts.indexOf(NEXT_WORDS[0]))
  await page.waitForText(zh.home.noMore)
  const before = asked().length
  hook(page.instance, 'onPullDownRefresh')()
  await settle(mp)
  expect(asked().length).toBeGreaterThan(before)
  expect(mp.uncaught).toEqual([])
})

test.each([
  ['myAttention', '/api/marked/list'],
  ['my', '/api/marked/list'],
  ['my', '/api/user'],
])('%s: a pull-down asks %s again', async (route, path) => {
  mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN } })
  const page = await mp.openPage(pagePath(route as 'my'))
  await settle(mp)
  const before = mp.requests.filter((r) => r.path === path).length
  expect(before).toBeGreaterThan(0)
  hook(page.instance, 'onPullDownRefresh')()
  await settle(mp)
  expect(mp.requests.filter((r) => r.path === path).length).toBeGreaterThan(before)
  expect(mp.uncaught).toEqual([])
})
