// Why a concept grows, in the mini-program (the built dist/weapp against a real server, signed in
// through WeChat login as mini@growthradar.demo): a concept opened from the home page, its 增长来源
// tab tapped, tells the server's sentences and shows its splits; a related word opens the two words
// together on the same tab; the share menu's card opens that view again.
import { loadMiniProgram, nodeTexts, nodesOfClass, type PageHandle } from './harness/load-page'
import { realServerSuite, until, openUrl } from './harness/real-server'
import type { ConceptDrivers } from '../../types'
import { pagePath } from '../../src/domain/routes'
import { driversLead } from '../../src/components/detail/drivers-text'
import { installDictionary, translate } from '../../src/i18n'
import zh from '../../src/i18n/zh'

const t = realServerSuite('gr-weapp-drivers-')
jest.setTimeout(90_000)

const follow = (url: string): Promise<PageHandle> => openUrl(t.mp!, url)

const lines = (page: PageHandle) => nodesOfClass(page.data.root, 'gr-drivers__line').map((n) => nodeTexts(n).join(''))

/** The drivers answer the server gives for a detail link's view. */
async function serverDrivers(token: string, url: string): Promise<ConceptDrivers> {
  const q = new URLSearchParams(url.split('?')[1])
  const body = {
    word: decodeURIComponent(q.get('word') ?? ''),
    plat: q.get('plat') ?? 'all',
    ...(q.get('cid') ? { cid: q.get('cid') } : {}),
    ...(q.get('ts') ? { ts: q.get('ts') } : {}),
  }
  return (await t.real.api('POST', '/api/drivers', token, body)).data as ConceptDrivers
}

test('home → a concept → 增长来源: the server’s sentences and splits; a related word opens the two together, and its card opens it again', async () => {
  installDictionary('zh', zh)
  const say = (key: Parameters<typeof translate>[0], vars?: Record<string, string | number>) => translate(key, vars, 'zh')
  const token = await t.real.wechatToken()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const home = await t.mp.openPage(pagePath('wxHomePage'))
  await until(() => nodesOfClass(home.data.root, 'gr-home__row').length > 0, "the home page's concepts", t.mp, 30_000)
  home.tapClass('gr-home__row')
  const toDetail = t.mp.navigations.at(-1)?.url ?? ''
  const detail = await follow(toDetail)
  await detail.waitForText('增长来源', 30_000)
  detail.tap('增长来源')
  await until(() => lines(detail).length > 0, 'the drivers sentences', t.mp, 30_000)
  const answer = await serverDrivers(token, toDetail)
  expect(lines(detail)).toEqual(driversLead(answer, say, 'zh'))
  expect(nodesOfClass(detail.data.root, 'gr-bands__row').length).toBe(answer.price_bands.length + 1)
  expect(nodesOfClass(detail.data.root, 'gr-contrib__row').length).toBeGreaterThan(answer.by_age.length)

  // a related word: the concept and the word searched together, on the same tab
  const related = nodesOfClass(detail.data.root, 'gr-related__row')
  expect(related.length).toBe(answer.related.length)
  detail.tapNode(related[0])
  await until(() => t.mp!.navigations.at(-1)?.url !== toDetail, 'the related word opened', t.mp)
  const toRelated = t.mp.navigations.at(-1)!.url
  const q = new URLSearchParams(toRelated.split('?')[1])
  expect([decodeURIComponent(q.get('word') ?? ''), q.get('activedTab')]).toEqual([answer.related[0].expression, 'DriversList'])
  const combined = await follow(toRelated)
  await until(() => lines(combined).length > 0, 'the related concept’s drivers', t.mp, 30_000)
  const both = await serverDrivers(token, toRelated)
  expect(both.total_sales).toBe(answer.related[0].sales)
  expect(lines(combined)).toEqual(driversLead(both, say, 'zh'))

  // its card, once the view has saved its link, opens the same view on the same tab
  await new Promise((resolve) => setTimeout(resolve, 500))
  const card = (combined.instance.onShareAppMessage as (o: { from: string }) => { path: string }).call(combined.instance, { from: 'menu' })
  const shared = await follow(card.path)
  await until(() => lines(shared).length > 0, 'the shared view’s drivers', t.mp, 30_000)
  expect(lines(shared)).toEqual(lines(combined))
  expect(t.mp.uncaught).toEqual([])
})
