// Tests: "app.js and every page of dist/weapp/app.json (main and subpackages) loaded under
// Node with a wx stand-in and App/Page/Component shims, lifecycle run (onLaunch, onLoad, onShow,
// onReady, onUnload) without throwing; the five main pages render real content (their first setData
// carries no placeholder)". Each page runs in a fresh sandbox (harness/load-page.ts) of a signed-in
// mini-program session (harness/mini-session.ts): app.js launches (onLaunch, onShow), the page opens
// (onLoad, onShow, onReady), its requests are answered, then it unloads (onUnload). What the page
// sends to the view layer is read from its setData calls; WeChat's view layer itself is not here.
import { failure, loadMiniProgram, ok, type MiniProgram, type PageHandle } from './harness/load-page'
import { TOKEN, WORDS, fakeServer } from './harness/mini-session'
import { readAppJson, subpackagesOf } from './harness/package-sizes'
import { MAIN_PACKAGE_ROUTES, pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'
import en from '../../src/i18n/en'
import { settle } from './harness/quiet'

const app = readAppJson() ?? { pages: [] }
const allPages = [...app.pages, ...subpackagesOf(app).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

// What a page needs in its link to show something: /detail and /search open on a concept word.
const QUERIES: Record<string, Record<string, string>> = {
  [pagePath('detail')]: { word: WORDS[0], plat: 'all', cid: '16' },
  [pagePath('search')]: { word: WORDS[0] },
}

// Who opens the page: /loginPage is where a signed-out user lands (a signed-in one is sent on home
// and the page shows nothing); every other page opens in a signed-in mini-program session.
const SIGNED_OUT = new Set([pagePath('loginPage')])

/** Opens one page in a fresh launch, lets its data arrive, unloads it; the launch is returned for reading. */
async function runPage(route: string, server = fakeServer()): Promise<{ mp: MiniProgram; page: PageHandle }> {
  const signedOut = SIGNED_OUT.has(route)
  const mp = await loadMiniProgram({
    server: signedOut ? fakeServer({ 'GET /api/user': () => failure(-401) }) : server,
    storage: signedOut ? {} : { token: TOKEN },
  })
  try {
    const page = await mp.openPage(route, QUERIES[route] ?? {})
    await settle(mp)
    // on a busy machine the first render can come after the requests went quiet: wait for it
    const deadline = Date.now() + 10_000
    while (page.setDataCalls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    return { mp, page }
  } finally {
    // onUnload of the open page (errors it throws are recorded in mp.uncaught) and every timer stopped
    mp.close()
  }
}

test('dist/weapp lists the five main pages and the analysis subpackages (npm test builds it)', () => {
  expect(app.pages).toEqual(expect.arrayContaining(MAIN_PACKAGE_ROUTES.map(pagePath)))
  expect(allPages.length).toBeGreaterThan(MAIN_PACKAGE_ROUTES.length)
})

describe.each(allPages.map((route) => [route]))('%s', (route) => {
  test('launches, loads, shows, gets ready and unloads without throwing, and renders something', async () => {
    const { mp, page } = await runPage(route)
    expect(mp.uncaught).toEqual([])
    // a wx API the build calls and the stand-in lacks: Taro prints 暂不支持 and the call does nothing
    expect(mp.problems.filter((p) => p.includes('暂不支持'))).toEqual([])
    expect(page.setDataCalls.length).toBeGreaterThan(0)
    expect(page.texts().length).toBeGreaterThan(0)
  })
})

/** The marks of the ComingSoon placeholder in a setData payload: its class and its title in either language. */
function placeholderMarks(payload: unknown): string[] {
  const json = JSON.stringify(payload)
  return ['gr-soon', zh.comingSoon.title, en.comingSoon.title].filter((mark) => json.includes(mark))
}

describe.each(MAIN_PACKAGE_ROUTES.map((route) => [route]))('main page %s', (route) => {
  test('its first setData renders real content, not the "under construction" placeholder', async () => {
    const { page } = await runPage(pagePath(route))
    expect(placeholderMarks(page.setDataCalls[0])).toEqual([])
    // real content: the first render already says something, and what stays shown is no placeholder
    expect(page.renders[0].length).toBeGreaterThan(0)
    expect(placeholderMarks(page.data)).toEqual([])
  })
})

test('/detail: the share menu shares the view through a saved url_id (POST /api/wxmini_params)', async () => {
  const server = fakeServer({ 'POST /api/wxmini_params': () => ok({ url_id: 'u42' }) })
  const mp = await loadMiniProgram({ server, storage: { token: TOKEN } })
  try {
    const page = await mp.openPage(pagePath('detail'), QUERIES[pagePath('detail')])
    await settle(mp)
    const onShare = page.instance.onShareAppMessage as
      | ((o: { from: string }) => { title: string; path: string; promise?: Promise<{ path: string }> })
      | undefined
    expect(typeof onShare).toBe('function')
    const shared = onShare!.call(page.instance, { from: 'menu' })
    expect(shared.title).toBe(WORDS[0])
    // saved as the view settled: the card carries the saved link at once
    expect(shared.path).toBe('/pages/detail/index?urlId=u42')
    const save = mp.requests.find((r) => r.method === 'POST' && r.path === '/api/wxmini_params')
    expect(save?.data).toMatchObject({ word: WORDS[0], plat: 'all', cid: '16' })
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})

test('/report: the share menu shares the month shown, as a card that opens the same report', async () => {
  const months = Array.from({ length: 12 }, (_, i) => `${i < 4 ? 2025 : 2026}-${String(((i + 9) % 12) + 1).padStart(2, '0')}`)
  const report = {
    ts: '2026-09',
    prev_ts: '2026-08',
    months,
    total: 1,
    rows: [
      {
        word: WORDS[0],
        plat: 'all',
        category_id: 16,
        category_name: '服饰配件',
        category_name_en: 'Accessories',
        currency: 'CNY',
        sales: 5_200_000,
        sales_yoy: 100,
        label: null,
        rank: 1,
        prev_rank: 3,
        trend: months.map((_, i) => 300_000 + i * 10_000),
      },
    ],
    page: 1,
    page_size: 20,
    counts: { follows: 1, growing: 1, declining: 0, flat: 0, new: 0, breakout: 0, no_base: 0 },
    best: { word: WORDS[0], plat: 'all', category_id: 16, sales_yoy: 100 },
    left_out: [],
  }
  const mp = await loadMiniProgram({ server: fakeServer({ 'GET /api/report': () => ok(report) }), storage: { token: TOKEN } })
  try {
    const page = await mp.openPage(pagePath('report'), {})
    await settle(mp)
    // the report reached the view: the concept, its rank move
    const shown = JSON.stringify(page.data)
    expect(shown).toContain(WORDS[0])
    expect(shown).toContain(zh.report.rankUp.replace('{{n}}', '2'))
    const onShare = page.instance.onShareAppMessage as ((o: { from: string }) => { title: string; path: string }) | undefined
    expect(typeof onShare).toBe('function')
    expect(onShare!.call(page.instance, { from: 'button' })).toEqual({
      title: '2026年9月 增长雷达 · 关注概念月报',
      path: '/pages/report/index?ts=2026-09',
    })
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})

test('/wxHomePage: the topics and posts carry the stored token header; pull-down asks again, the bottom asks the next page', async () => {
  const home = {
    ts: '2026-09',
    ts_min: '2024-10',
    social: [],
    concepts: [
      {
        plat: 'all',
        cid: 16,
        category_name: '服饰配件',
        category_name_en: 'Accessories',
        rows: WORDS.map((word, i) => ({ rank: i + 1, word, sales: 5_200_000, sales_yoy: 80 - i, label: null, item_count: 40 })),
      },
    ],
  }
  const post = (n: number) => ({
    post_id: `p${n}`,
    social_plat: 'xhs',
    title: `防晒冰袖实测第 ${n} 篇`,
    author: `达人${n}`,
    author_id: n,
    author_followers: 52_000,
    published_at: '2026-09-20 21:00:00',
    likes: 1200,
    comments: 86,
    shares: 40,
    word: '防晒冰袖',
    category_id: 16,
  })
  const server = fakeServer({
    'POST /api/mini_homepage': () => ok(home),
    'GET /api/wx/tags': () =>
      ok({ ts: '2026-09', tags: [{ tag: '防晒冰袖', social_plat: 'xhs', volume: 52_000, yoy: 66.1, label: null }] }),
    'GET /api/wx/posts_list': (r) => {
      const page = Number(r.query.page)
      return ok({
        tag: r.query.tag,
        ts: '2026-09',
        total: 15,
        page,
        page_size: 10,
        rows: Array.from({ length: page === 1 ? 10 : 5 }, (_, i) => post((page - 1) * 10 + i + 1)),
      })
    },
  })
  const mp = await loadMiniProgram({ server, storage: { token: TOKEN } })
  const asked = (path: string) => mp.requests.filter((r) => r.path === path)
  try {
    const page = await mp.openPage(pagePath('wxHomePage'), {})
    await page.waitForText(WORDS[1])
    await page.waitForText('防晒冰袖实测第 10 篇')
    for (const path of ['/api/wx/tags', '/api/wx/posts_list']) expect(asked(path)[0].header.token).toBe(TOKEN)
    const hooks = page.instance as Record<string, (() => void) | undefined>
    hooks.onReachBottom!.call(page.instance)
    await page.waitForText('防晒冰袖实测第 15 篇')
    expect(asked('/api/wx/posts_list').at(-1)?.query).toMatchObject({ tag: '防晒冰袖', page: '2' })
    const before = asked('/api/mini_homepage').length
    hooks.onPullDownRefresh!.call(page.instance)
    await settle(mp)
    expect(asked('/api/mini_homepage').length).toBe(before + 1)
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
