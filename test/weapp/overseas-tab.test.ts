// The built /ebay page (dist/weapp) under the load harness: the concept, brand and category rankings
// are tabs of one page. The period and the sort a user chose carry over to the next tab, as they do
// on H5 through the link; the mini-program has no link, so the view is kept in the page's options
// (platform/page-query.weapp.ts). Before that a tab switch returned to the page's starting view.
import { loadMiniProgram, ok, type MiniProgram, type RecordedRequest } from './harness/load-page'
import { TOKEN, fakeServer, ranking } from './harness/mini-session'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

let mp: MiniProgram | undefined
afterEach(() => mp?.close())

const brandRanking = (body: { ts?: string }) => ({
  ...ranking(body),
  rows: [{ ...ranking(body).rows[0], word: '凯蒂猫', brand_id: 7, brand_name: '凯蒂猫' }],
  total: 1,
})

async function requestMatching(predicate: (r: RecordedRequest) => boolean): Promise<RecordedRequest> {
  for (let i = 0; i < 200; i++) {
    const found = mp!.requests.find(predicate)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no such request among ${JSON.stringify(mp!.requests.map((r) => [r.path, r.data]))}`)
}

test('the built /ebay: the period and sort chosen on the concept tab carry over to the brand tab', async () => {
  mp = await loadMiniProgram({
    storage: { token: TOKEN },
    server: fakeServer({ 'POST /api/brand_rank': (r) => ok(brandRanking(r.data as { ts?: string })) }),
  })
  const page = await mp.openPage(pagePath('ebay'))
  await page.waitForText('防晒冰袖')
  page.tap(zh.concept.lastThreeMonths)
  await requestMatching((r) => r.path === '/api/ecommerce' && (r.data as { is_multi_month?: number }).is_multi_month === 1)
  page.tap(new RegExp(`^${zh.concept.sort.sales}$`))
  await requestMatching((r) => r.path === '/api/ecommerce' && (r.data as { sortby?: string }).sortby === 'sales')

  page.tap(new RegExp(`^${zh.overseas.brand}$`))
  const brands = await requestMatching((r) => r.path === '/api/brand_rank')
  expect(brands.data).toMatchObject({ plat: 'ebay', is_multi_month: 1, sortby: 'sales', page: 1 })
  expect(mp.uncaught).toEqual([])
  expect(mp.problems).toEqual([])
})
