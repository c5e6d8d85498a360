// The comparison in the mini-program (the built dist/weapp against a real server, signed in through
// WeChat login as mini@growthradar.demo): reached from the home page through the 关注 tab ("对比关注的
// 概念") and from a detail page ("+ 对比", then again to open it), a page of its own subpackage whose
// figures are the server's /api/search figures, and a share card that opens the same comparison.
import { loadMiniProgram, nodeTexts, nodesOfClass, type PageHandle } from './harness/load-page'
import { readAppJson, subpackagesOf } from './harness/package-sizes'
import { realServerSuite, until, openUrl } from './harness/real-server'
import { allPlatformRanking, openDetailOf } from './harness/ranked-detail'
import type { ConceptSearchResult } from '../../types'
import { pagePath } from '../../src/domain/routes'
import { formatMoney } from '../../src/domain/format'
import zh from '../../src/i18n/zh'

const t = realServerSuite('gr-weapp-compare-')
jest.setTimeout(60_000)

const follow = (url: string): Promise<PageHandle> => openUrl(t.mp!, url)

const words = (page: PageHandle) =>
  nodesOfClass(page.data.root, 'gr-compare__name').map((n) => nodeTexts(nodesOfClass(n, 'gr-word')[0]).join(''))

test('the compare page is a subpackage of its own, not in the main package', () => {
  const app = readAppJson()
  expect(app?.pages).not.toContain(pagePath('compare'))
  expect(subpackagesOf(app!).find((p) => p.root === 'pages/compare')?.pages).toEqual(['index'])
})

test("home → 关注 tab → 对比关注的概念 opens /compare with the followed concepts, each figure /api/search's; its share card opens the same", async () => {
  const token = await t.real.wechatToken()
  // two followed concepts of the demo ranking
  const ranking = await allPlatformRanking(t, token, 5)
  const picked = ranking.rows.slice(0, 2)
  for (const r of picked) {
    const followed = await t.real.api('POST', '/api/marked', token, {
      word: r.word,
      platform: 'all',
      category_id: r.category_id,
      type: 'concept',
      func: 'add',
    })
    expect(followed.status).toBe('ok')
  }
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  await t.mp.openPage(pagePath('wxHomePage'))
  // the tab bar is WeChat's own: its 关注 tab is a switchTab to the page
  const follows = await t.mp.openPage(pagePath('myAttention'))
  await until(
    () => nodesOfClass(follows.data.root, 'gr-attention__compare').length > 0,
    'the compare button of the follow list',
    t.mp,
    20_000,
  )
  follows.tap(zh.compare.followed)
  await until(() => t.mp!.navigations.some((n) => n.url.startsWith(`/${pagePath('compare')}`)), 'the way to /compare', t.mp)
  const nav = t.mp.navigations.find((n) => n.url.startsWith(`/${pagePath('compare')}`))!
  expect(nav.api).toBe('navigateTo')
  const compare = await follow(nav.url)
  await until(() => words(compare).length >= picked.length, 'the comparison table', t.mp, 20_000)
  expect(words(compare)).toEqual(expect.arrayContaining(picked.map((r) => r.word)))
  // this month's sales shown for the first concept are /api/search's for the same concept
  const search = (await t.real.api('POST', '/api/search', token, { word: picked[0].word, plat: 'all', cid: String(picked[0].category_id) }))
    .data as ConceptSearchResult
  const row = nodesOfClass(compare.data.root, 'gr-table__row').find((r) => nodeTexts(r).includes(picked[0].word))!
  expect(nodeTexts(row)).toContain(formatMoney(search.summary.sales, 'zh', 'CNY'))
  // the share card opens the same comparison
  const share = (compare.instance.onShareAppMessage as (o: { from: string }) => { title: string; path: string }).call(compare.instance, {
    from: 'menu',
  })
  expect(share.path.split('?')[0]).toBe(`/${pagePath('compare')}`)
  const sent = new URLSearchParams(share.path.split('?')[1])
  expect([sent.get('c0'), sent.get('c1')].map((v) => v?.split('~').slice(2).join('~'))).toEqual(
    expect.arrayContaining(picked.map((r) => r.word)),
  )
  expect(share.title).toContain(zh.menu.compare)
  expect(t.mp.uncaught).toEqual([])
})

test('a detail page\'s "+ 对比" adds the concept; pressed again it opens /compare', async () => {
  const token = await t.real.wechatToken()
  const ranking = await allPlatformRanking(t, token, 5)
  const pick = ranking.rows[3]
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const detail = await openDetailOf(t.mp, ranking.ts, pick)
  await until(() => nodesOfClass(detail.data.root, 'gr-compare-add').length > 0, 'the + 对比 button', t.mp, 20_000)
  detail.tapNode(nodesOfClass(detail.data.root, 'gr-compare-add')[0])
  await until(() => t.mp!.toasts.some((x) => x.startsWith('已加入对比')), 'the added toast', t.mp)
  await until(
    () => nodeTexts(nodesOfClass(detail.data.root, 'gr-compare-add')[0]).join('').startsWith('查看对比'),
    'the open-comparison state',
    t.mp,
  )
  detail.tapNode(nodesOfClass(detail.data.root, 'gr-compare-add')[0])
  await until(() => t.mp!.navigations.some((n) => n.url.startsWith(`/${pagePath('compare')}`)), 'the way to /compare', t.mp)
  const compare = await follow(t.mp.navigations.find((n) => n.url.startsWith(`/${pagePath('compare')}`))!.url)
  await until(() => words(compare).includes(pick.word), 'the comparison with the concept', t.mp, 20_000)
  expect(t.mp.uncaught).toEqual([])
})
