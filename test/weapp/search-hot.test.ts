// The built search page (dist/weapp) keeps what Chinese analytics mini-programs keep there: the hot
// concepts (home's top lists) above the recent searches; a tap on one searches it. A word searched
// there opens in the platform's default category, as the rankings open.
import { loadMiniProgram, nodesOfClass, ok, type MiniProgram } from './harness/load-page'
import { until } from './harness/real-server'
import { TOKEN, WORDS, fakeServer, ranking } from './harness/mini-session'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

const rows = (words: string[]) =>
  words.map((word, i) => ({ rank: i + 1, word, sales: 5_200_000, sales_yoy: 80 - i, label: null, item_count: 40 }))

let mp: MiniProgram | undefined
afterEach(() => {
  mp?.close()
  mp = undefined
})

test('/search shows the hot concepts of home, each once, and a tap searches it; the recent searches stay below', async () => {
  mp = await loadMiniProgram({
    storage: { token: TOKEN, recentSearches: JSON.stringify([{ word: '露营 and 帐篷', plat: 'all', cid: [16] }]) },
    server: fakeServer({
      'POST /api/mini_homepage': () =>
        ok({
          ts: '2026-09',
          ts_min: '2024-10',
          social: [],
          concepts: [
            { plat: 'all', cid: 16, category_name: '服饰配件', category_name_en: 'Accessories', currency: 'CNY', rows: rows(WORDS) },
            {
              plat: 'jd',
              cid: 1801,
              category_name: '服饰配件',
              category_name_en: 'Accessories',
              currency: 'CNY',
              rows: rows([WORDS[1], '凉感防晒帽']),
            },
          ],
        }),
      'POST /api/ecommerce': (r) => ok(ranking(r.data as { ts?: string })),
    }),
  })
  const page = await mp.openPage(pagePath('search'))
  await page.waitForText(zh.search.hot)
  const texts = page.texts()
  expect(texts.filter((t) => t === WORDS[1])).toHaveLength(1)
  expect(texts.indexOf(zh.search.hot)).toBeLessThan(texts.indexOf(zh.search.recent))
  page.tap('凉感防晒帽')
  await page.waitForText(zh.search.matches.replace('{{word}}', '凉感防晒帽'))
  expect(mp.requests.some((r) => r.path === '/api/ecommerce' && (r.data as { word?: string }).word === '凉感防晒帽')).toBe(true)
  expect(mp.uncaught).toEqual([])
})

test('/search starts in the platform default category: a word typed and searched opens its detail there, never 类目不能为空!', async () => {
  mp = await loadMiniProgram({ storage: { token: TOKEN }, server: fakeServer() })
  const page = await mp.openPage(pagePath('search'))
  await page.waitForText(zh.search.submit)
  const [input] = nodesOfClass(page.data.root, 'gr-search__input')
  page.fire(input, 'input', { value: '冰丝' })
  page.tapClass('gr-search__go')
  await until(() => mp!.navigations.length > 0, 'the way to the detail', mp)
  const url = mp.navigations.at(-1)!.url
  expect(url.split('?')[0]).toBe(`/${pagePath('detail')}`)
  expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toMatchObject({ plat: 'all', cid: '16' })
  expect(page.renders.flat()).not.toContain(zh.validation.categoryEmpty)
  expect(mp.uncaught).toEqual([])
})
