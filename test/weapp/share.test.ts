// Every page a WeChat user would forward does so, in the built mini-program (dist/weapp): home, /my, the
// report, every ranking, the early signals, a search, the rules and every detail page answer the share menu (onShareAppMessage) with a card
// that opens the same view, and those that stand alone post it to Moments (onShareTimeline) with the
// same query. A detail view saves its link as it settles, so that its cards carry the saved link.
import { loadMiniProgram, ok, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, conceptSearch, fakeServer } from './harness/mini-session'
import { settle } from './harness/quiet'
import { until } from './harness/real-server'
import { pagePath, type RouteName } from '../../src/domain/routes'

type Share = { title: string; path: string }
type Timeline = { title: string; query: string }

async function opened(route: RouteName, query: Record<string, string>): Promise<{ mp: MiniProgram; instance: Record<string, unknown> }> {
  const mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN } })
  const page = await mp.openPage(pagePath(route), query)
  await new Promise((resolve) => setTimeout(resolve, 300))
  return { mp, instance: page.instance }
}

const call = <T>(instance: Record<string, unknown>, name: string): T | undefined => {
  const fn = instance[name] as ((o: { from: string }) => T) | undefined
  return typeof fn === 'function' ? fn.call(instance, { from: 'menu' }) : undefined
}

// what each page is opened with, and whether it stands alone in Moments (/my is the receiver's own)
const PAGES: [RouteName, Record<string, string>, boolean][] = [
  ['wxHomePage', {}, true],
  ['my', {}, false],
  ['concept', { plat: 'jd', cid: '16' }, true],
  ['social', {}, true],
  ['brand', { plat: 'all', cid: '16' }, true],
  ['category', { plat: 'all', cid: '16' }, true],
  ['ebay', { tab: 'brand' }, true],
  ['amazon', {}, true],
  ['report', { ts: '2026-09' }, true],
  ['detail', { word: WORDS[0], plat: 'all', cid: '16' }, true],
  ['ebayDetail', { word: 'Oversized', cid: '1853126' }, true],
  ['publicDetail', { word: 'serum', cid: '3760911' }, true],
  ['earlySignals', { plat: 'jd' }, true],
  ['search', { word: WORDS[0], plat: 'all' }, true],
  ['activityRules', { topic: 'support' }, true],
]

test.each(PAGES)('%s %j: the share menu forwards a card that opens the same page and view', async (route, query, timeline) => {
  const { mp, instance } = await opened(route, query)
  try {
    const shared = call<Share>(instance, 'onShareAppMessage')
    expect(shared?.title).toEqual(expect.any(String))
    expect(shared?.path.split('?')[0]).toBe(`/${pagePath(route)}`)
    const sent = Object.fromEntries(new URLSearchParams(shared!.path.split('?')[1] ?? ''))
    // what the page was opened with is in the card (a ranking may add what it settled on: its month)
    expect(sent).toMatchObject(query)
    const moments = call<Timeline>(instance, 'onShareTimeline')
    if (timeline) expect(Object.fromEntries(new URLSearchParams(moments!.query))).toEqual(sent)
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})

test('a detail view saves its link as it settles, so a card posted to Moments opens through it (a receiver not signed in sees its preview)', async () => {
  const mp = await loadMiniProgram({
    server: fakeServer({
      'POST /api/search': () => ok(conceptSearch(WORDS[0])),
      'POST /api/wxmini_params': () => ok({ url_id: 'AbCdEfGhIjKl' }),
    }),
    storage: { token: TOKEN },
  })
  try {
    const page = await mp.openPage(pagePath('detail'), { word: WORDS[0], plat: 'all', cid: '16' })
    await until(() => mp.requests.some((r) => r.path === '/api/wxmini_params'), 'the saved link', mp)
    await settle(mp)
    const saves = mp.requests.filter((r) => r.path === '/api/wxmini_params')
    expect(saves).toHaveLength(1)
    expect(saves[0].data).toMatchObject({ word: WORDS[0], plat: 'all', cid: '16' })
    expect(call<Timeline>(page.instance, 'onShareTimeline')?.query).toBe('urlId=AbCdEfGhIjKl')
    expect(call<Share>(page.instance, 'onShareAppMessage')?.path).toBe(`/${pagePath('detail')}?urlId=AbCdEfGhIjKl`)
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
