// Following from the mini-program (the built dist/weapp against a real server, signed in as
// mini@growthradar.demo through WeChat login): a heart on home's top lists, on a ranking's cards, and
// the detail page's bottom bar. A follow made on one page shows at once on the pages that list
// follows — /my, /myAttention, /setUp and /report — including those already open below it.
import { loadMiniProgram, nodeTexts, nodesOfClass, type PageHandle } from './harness/load-page'
import { rendered, settle, realServerSuite, until } from './harness/real-server'
import { allPlatformRanking, openDetailOf } from './harness/ranked-detail'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

const t = realServerSuite('gr-weapp-follow-')

/** The first row (of `rowClass`) whose heart is not on: its word, and a tap on its heart. */
function unfollowedRow(page: PageHandle, rowClass: string): { word: string; tapHeart(): void } {
  for (const row of nodesOfClass(page.data.root, rowClass)) {
    const heart = nodesOfClass(row, 'gr-follow__heart')[0]
    const word = nodesOfClass(row, 'gr-word')[0]
    // the tap goes to the button itself: WeChat delivers it to each element that binds it, the harness does not bubble
    const button = nodesOfClass(row, 'gr-follow')[0]
    if (heart && word && button && nodeTexts(heart).join('') === '♡')
      return { word: nodeTexts(word).join(''), tapHeart: () => page.tapNode(button) }
  }
  throw new Error(`no ${rowClass} with an unfollowed heart in ${page.route}: ${JSON.stringify(page.texts())}`)
}

const follows = async (token: string) =>
  ((await t.real.api('GET', '/api/marked/list?type=concept', token)).data as { word: string }[]).map((f) => f.word)

/** The pages that list follows show `word` (each opened now, in the same launch). */
async function seenEverywhere(word: string, open: Record<string, PageHandle>): Promise<void> {
  for (const route of ['my', 'myAttention', 'setUp', 'report'] as const) {
    const page = open[route] ?? (await t.mp!.openPage(pagePath(route)))
    await page.waitForText(word)
  }
}

test('a heart on a home top-list row follows the concept; /my and /report, already open, show it at once, /myAttention and /setUp too', async () => {
  const token = await t.real.wechatToken()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  // opened first, so they hold their lists before the follow: the follow must reach them
  const my = await t.mp.openPage(pagePath('my'))
  const report = await t.mp.openPage(pagePath('report'))
  await settle(t.mp)
  const home = await t.mp.openPage(pagePath('wxHomePage'))
  await until(
    () => nodesOfClass(home.data.root, 'gr-home__row').some((r) => nodesOfClass(r, 'gr-follow__heart').length > 0),
    'the home rows with hearts',
    t.mp,
  )
  const row = unfollowedRow(home, 'gr-home__row')
  row.tapHeart()
  await until(() => t.mp!.requests.some((r) => r.method === 'POST' && r.path === '/api/marked'), 'the follow call', t.mp)
  await until(() => t.mp!.toasts.includes(zh.follow.followedToast), 'the success toast', t.mp)
  expect(await follows(token)).toContain(row.word)
  // the row's heart is on now, and it did not open the detail page (the row's own tap)
  expect(t.mp.navigations).toEqual([])
  await seenEverywhere(row.word, { my, report })
  expect(t.mp.uncaught).toEqual([])
})

test('a heart on a ranking card (/concept) follows that concept, seen on /my, /myAttention, /setUp and /report', async () => {
  const token = await t.real.wechatToken()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const ranking = await t.mp.openPage(pagePath('concept'))
  await until(() => nodesOfClass(ranking.data.root, 'gr-follow__heart').length > 0, 'the ranking hearts', t.mp, 20_000)
  const row = unfollowedRow(ranking, 'gr-card')
  row.tapHeart()
  await until(() => t.mp!.toasts.includes(zh.follow.followedToast), 'the success toast', t.mp)
  expect(await follows(token)).toContain(row.word)
  expect(t.mp.navigations).toEqual([])
  await seenEverywhere(row.word, {})
  expect(t.mp.uncaught).toEqual([])
})

test('the detail page has a bottom bar with 关注 and a share-card button (no web share dialog); 关注 follows the concept', async () => {
  const token = await t.real.wechatToken()
  // a concept of the demo ranking that mini@ does not follow yet
  const followed = await follows(token)
  const ranking = await allPlatformRanking(t, token, 20)
  const pick = ranking.rows.find((r) => !followed.includes(r.word))!
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { token } })
  const detail = await openDetailOf(t.mp, ranking.ts, pick)
  await until(() => nodesOfClass(detail.data.root, 'gr-detail-actions').length > 0, 'the action bar', t.mp, 20_000)
  const bar = () => nodesOfClass(detail.data.root, 'gr-detail-actions')[0]
  // the share is WeChat's card: a button of open-type share, and the header has no share dialog button
  expect(rendered(detail)).toContain('"share"')
  expect(nodeTexts(bar())).toEqual(expect.arrayContaining([zh.follow.follow, zh.detail.share]))
  expect(nodesOfClass(detail.data.root, 'gr-detail-head__share')).toEqual([])
  // the follow state is known once the status check (debounced 500 ms) answered
  await until(
    () =>
      nodesOfClass(bar(), 'gr-follow').length > 0 &&
      nodesOfClass(bar(), 'gr-follow--unknown').length === 0 &&
      nodesOfClass(bar(), 'gr-follow--busy').length === 0,
    'the follow state',
    t.mp,
  )
  detail.tapNode(nodesOfClass(bar(), 'gr-follow')[0])
  await until(() => nodeTexts(bar()).includes(zh.follow.following), 'the 已关注 state', t.mp)
  expect(await follows(token)).toContain(pick.word)
  await seenEverywhere(pick.word, {})
  expect(t.mp.uncaught).toEqual([])
})
