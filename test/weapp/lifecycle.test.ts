// Issue 9, tests: "app.js and every page of dist/weapp/app.json (main and subpackages) loaded under
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

const app = readAppJson() ?? { pages: [] }
const allPages = [...app.pages, ...subpackagesOf(app).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

// What a page needs in its link to show something: /detail and /search open on a concept word.
const QUERIES: Record<string, Record<string, string>> = {
  [pagePath('detail')]: { word: WORDS[0], plat: 'all', cid: '16' },
  [pagePath('search')]: { word: WORDS[0] },
}

/** Waits until the page has asked for nothing new for a while (its requests answered and rendered). */
async function settle(mp: MiniProgram, quietMs = 150, maxMs = 4000): Promise<void> {
  const deadline = Date.now() + maxMs
  let seen = -1
  while (Date.now() < deadline && seen !== mp.requests.length) {
    seen = mp.requests.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
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
    const onShare = page.instance.onShareAppMessage as ((o: { from: string }) => { title: string; path: string; promise?: Promise<{ path: string }> }) | undefined
    expect(typeof onShare).toBe('function')
    const shared = onShare!.call(page.instance, { from: 'menu' })
    expect(shared.title).toBe(WORDS[0])
    expect(shared.path).toContain('/pages/detail/index?word=')
    await expect(shared.promise).resolves.toMatchObject({ path: '/pages/detail/index?urlId=u42' })
    const save = mp.requests.find((r) => r.method === 'POST' && r.path === '/api/wxmini_params')
    expect(save?.data).toMatchObject({ word: WORDS[0], plat: 'all', cid: '16' })
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
