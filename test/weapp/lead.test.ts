// Does talk lead sales in the mini-program (the built dist/weapp against a real server, signed in
// through WeChat login as mini@growthradar.demo): a concept opened from the home page shows on its
// trend tab the server's sentence; from there one tap opens the early signals, a page of its own
// subpackage (the main package takes nothing of it) listing the server's rows with their evidence.
import { loadMiniProgram, nodeTexts, nodesOfClass, type PageHandle } from './harness/load-page'
import { readAppJson, subpackagesOf } from './harness/package-sizes'
import { realServerSuite, until, openUrl } from './harness/real-server'
import type { ConceptLead, EarlySignals } from '../../types'
import { pagePath } from '../../src/domain/routes'
import { leadLine } from '../../src/components/lead/lead-text'

const t = realServerSuite('gr-weapp-lead-')
jest.setTimeout(90_000)

const follow = (url: string): Promise<PageHandle> => openUrl(t.mp!, url)

test('the early signals are a subpackage of their own, not in the main package', () => {
  const app = readAppJson()
  expect(app?.pages).not.toContain(pagePath('earlySignals'))
  expect(subpackagesOf(app!).find((p) => p.root === 'pages/earlySignals')?.pages).toEqual(['index'])
})

test("home → a concept: the trend tab tells the server's lead; one tap more opens the early signals with their evidence", async () => {
  const token = await t.real.wechatToken()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const home = await t.mp.openPage(pagePath('wxHomePage'))
  await until(() => nodesOfClass(home.data.root, 'gr-home__row').length > 0, "the home page's concepts", t.mp, 30_000)
  home.tapClass('gr-home__row')
  const toDetail = t.mp.navigations.at(-1)?.url ?? ''
  expect(toDetail.startsWith(`/${pagePath('detail')}?`)).toBe(true)
  const detail = await follow(toDetail)
  await until(
    () =>
      nodesOfClass(detail.data.root, 'gr-lead__line').length > 0 &&
      !nodeTexts(nodesOfClass(detail.data.root, 'gr-lead__line')[0]).join('').includes('…'),
    'the lead sentence',
    t.mp,
    30_000,
  )
  // the sentence is the server's answer for the same concept, platform and month
  const q = new URLSearchParams(toDetail.split('?')[1])
  const body = {
    word: decodeURIComponent(q.get('word') ?? ''),
    plat: q.get('plat') ?? 'all',
    ...(q.get('cid') ? { cid: q.get('cid') } : {}),
    ...(q.get('ts') ? { ts: q.get('ts') } : {}),
  }
  const lead = (await t.real.api('POST', '/api/lead', token, body)).data as ConceptLead
  const shown = nodeTexts(nodesOfClass(detail.data.root, 'gr-lead__line')[0]).join('')
  expect(shown).toBe(leadLine('zh', lead))

  detail.tapNode(nodesOfClass(detail.data.root, 'gr-lead__to-signals')[0])
  await until(() => t.mp!.navigations.some((n) => n.url.startsWith(`/${pagePath('earlySignals')}`)), 'the way to the early signals', t.mp)
  const nav = t.mp.navigations.find((n) => n.url.startsWith(`/${pagePath('earlySignals')}`))!
  expect(nav.api).toBe('navigateTo')
  const signals = await follow(nav.url)
  const answer = (await t.real.api('GET', `/api/early_signals?plat=${body.plat}`, token)).data as EarlySignals
  expect(answer.rows.length).toBeGreaterThan(0)
  await until(
    () => nodesOfClass(signals.data.root, 'gr-signals__row').length === answer.rows.length,
    "the early signals' rows",
    t.mp,
    30_000,
  )
  const rows = nodesOfClass(signals.data.root, 'gr-signals__row').map((r) => nodeTexts(r).join(' '))
  answer.rows.forEach((row, i) => {
    expect(rows[i]).toContain(row.word)
    expect(rows[i]).toContain(`领先 ${row.fit.lag} 个月，r = ${row.fit.r.toFixed(2)}`)
  })
  expect(t.mp.uncaught).toEqual([])
})
