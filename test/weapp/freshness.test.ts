// How fresh the figures are, in the mini-program (the built dist/weapp against a real server,
// signed in through WeChat login): a detail page tags its month estimated (a marketplace's latest
// month in the generated data); the compare page switches to social volume on Xiaohongshu, shows
// each word's volume as /api/social answers it, and tags the month partial, in the line and the rows;
// the ranking tab and home, in the main package, say it too.
import { loadMiniProgram, nodeTexts, nodesOfClass } from './harness/load-page'
import { realServerSuite, until } from './harness/real-server'
import { allPlatformRanking, openDetailOf } from './harness/ranked-detail'
import type { SocialRanking } from '../../types'
import { pagePath } from '../../src/domain/routes'
import { formatCount } from '../../src/domain/format'

const t = realServerSuite('gr-weapp-freshness-')
jest.setTimeout(60_000)

const tags = (root: Parameters<typeof nodesOfClass>[0]) => nodesOfClass(root, 'gr-freshness__tag').map((n) => nodeTexts(n).join(''))

test('a detail page names its month, the last update, and tags the estimated month', async () => {
  const token = await t.real.wechatToken()
  const ranking = await allPlatformRanking(t, token, 3)
  const pick = ranking.rows[0]
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const detail = await openDetailOf(t.mp, ranking.ts, pick)
  await until(() => tags(detail.data.root).length > 0, 'the freshness tag', t.mp, 20_000)
  const line = nodeTexts(nodesOfClass(detail.data.root, 'gr-freshness')[0]).join(' ')
  expect(line).toMatch(/数据月份：\d{4}年\d{1,2}月/)
  expect(line).toMatch(/更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/)
  expect(tags(detail.data.root)[0]).toBe('估算')
  // the trend marks that month estimated too: here as its list (this view layer hands the chart no
  // canvas), built from the same content as the plot's option
  const dataMonth = /数据月份：(\d{4}年\d{1,2}月)/.exec(line)?.[1]
  await until(() => nodesOfClass(detail.data.root, 'gr-trend-list__month').length > 0, 'the trend list', t.mp, 20_000)
  const months = nodesOfClass(detail.data.root, 'gr-trend-list__month').map((n) => nodeTexts(n).join(''))
  expect(months.filter((m) => m.includes('估算'))).toEqual([`${dataMonth}（估算）`])
  expect(t.mp.uncaught).toEqual([])
})

test("the compare page switches to social volume: /api/social's volume per word, the month tagged partial in the line and each row", async () => {
  const token = await t.real.wechatToken()
  const social = (await t.real.api('GET', '/api/social?social_plat=xhs&sortby=volume&page_size=2', token)).data as SocialRanking
  const words = social.rows.map((r) => r.word)
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const compare = await t.mp.openPage(
    pagePath('compare'),
    Object.fromEntries(words.map((w, i) => [`c${i}`, encodeURIComponent(`all~~${w}`)])),
  )
  await until(() => nodesOfClass(compare.data.root, 'gr-table__row').length === words.length, 'the comparison table', t.mp, 20_000)
  // the switches' buttons (the page's subtitle names social volume too)
  const option = (label: string) => nodesOfClass(compare.data.root, 'gr-segmented__item').find((n) => nodeTexts(n).join('') === label)
  compare.tapNode(option('社媒声量')!)
  await until(() => option('小红书') !== undefined, 'the social platform switch', t.mp)
  compare.tapNode(option('小红书')!)
  await until(() => nodeTexts(compare.data.root).includes(formatCount(social.rows[0].volume, 'zh')), 'the volumes', t.mp, 20_000)
  for (const r of social.rows) {
    const row = nodesOfClass(compare.data.root, 'gr-table__row').find((n) => nodeTexts(n).includes(r.word))!
    expect(nodeTexts(row)).toContain(formatCount(r.volume, 'zh'))
    expect(tags(row)).toEqual(['未完整'])
  }
  const line = nodesOfClass(compare.data.root, 'gr-freshness')[0]
  expect(nodeTexts(line).join('')).toContain('数据仍在采集中')
  expect(t.mp.uncaught).toEqual([])
})

test('the ranking tab and home (in the main package) say how fresh their month is and tag it estimated, as on the web', async () => {
  const token = await t.real.wechatToken()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const ranking = await t.mp.openPage(pagePath('concept'))
  await until(() => tags(ranking.data.root).length > 0, 'the ranking freshness tag', t.mp, 20_000)
  const line = nodeTexts(nodesOfClass(ranking.data.root, 'gr-freshness')[0]).join(' ')
  expect(line).toMatch(/数据月份：\d{4}年\d{1,2}月/)
  expect(line).toMatch(/更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/)
  expect(tags(ranking.data.root)[0]).toBe('估算')
  const home = await t.mp.openPage(pagePath('wxHomePage'))
  await until(() => tags(home.data.root).length > 0, 'the home freshness tag', t.mp, 20_000)
  expect(nodeTexts(nodesOfClass(home.data.root, 'gr-freshness')[0]).join(' ')).toMatch(/数据月份：\d{4}年\d{1,2}月/)
  expect(tags(home.data.root)[0]).toBe('估算')
  expect(t.mp.uncaught).toEqual([])
})
