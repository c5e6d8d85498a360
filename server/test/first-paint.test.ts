// The first screen the server paints into index.html before the app's scripts run
// (http/first-paint.ts): for a signed-in web session on /concept, /social and /detail, in the
// language the app starts in, with the header the session will see; nothing where the server
// cannot tell the first screen.
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'
import { firstPaint, type FirstPaintInput } from '../http/first-paint'
import { indexPage } from '../http/index-page'
import { loggedOutInfo } from '../routes/user'
import { call, PASSWORD } from './helpers'

const analyst = { ...loggedOutInfo(), username: 'analyst@growthradar.demo', usertype: 'analyst' as const, login_from: 'web' as const }
const notices = [{ id: 1, content: '数据已更新', content_en: 'Data updated', created_at: '2026-11-01T00:00:00.000Z' }]
const paint = (o: Partial<FirstPaintInput>) => firstPaint({ lang: 'zh', url: '/concept', user: analyst, notices, ...o })
const html = (page: string) => page.replace(/<[^>]+>/g, ' ')
/** the tabs of the wide layout's detail header */
const tabsOf = (page: string) => [...page.split('gr-fp__narrow')[0].matchAll(/class="gr-tabs__tab[^"]*">([^<]+)</g)].map((m) => m[1])

describe('what the frame says', () => {
  test('/concept in Chinese: the signed-in header (masked name), the notice, the title, the loading panel, the phone tab bar', () => {
    const page = paint({})
    expect(page).toContain('id="gr-first-paint"')
    for (const text of [
      zh.app.name,
      '******.demo',
      '数据已更新',
      zh.concept.title,
      zh.concept.subtitle,
      zh.state.loading,
      zh.mobileNav.more,
    ])
      expect(html(page)).toContain(text)
    // a signed-in user is never offered the login
    expect(html(page)).not.toContain(zh.header.login)
    // both layouts, one shown by the breakpoint's media query
    expect(page).toContain('gr-fp__wide')
    expect(page).toContain('gr-fp__narrow')
  })

  test('/social in English speaks English only', () => {
    const page = paint({ lang: 'en', url: '/social' })
    for (const text of [en.social.title, en.social.subtitle, 'Data updated', en.mobileNav.social]) expect(html(page)).toContain(text)
    expect(html(page)).not.toMatch(/[\u4e00-\u9fff]/)
  })

  test('/detail: the word of the link (escaped), its category as the tag, the tabs the link allows', () => {
    const page = paint({
      url: `/detail?word=${encodeURIComponent('连衣裙 not <b>')}&plat=all&cid=16`,
      detailCategories: [{ name: '女装', nameEn: 'Women', isParent: true }],
    })
    expect(page).toContain('连衣裙 not &lt;b&gt;')
    expect(page).not.toContain('<b>')
    expect(html(page)).toContain('女装')
    expect(tabsOf(page)).toEqual(
      (['TrendList', 'DriversList', 'CategoryList', 'BrandList', 'CommodityList'] as const).map((tab) => zh.detail.tabs[tab]),
    )
    // a leaf category has nothing under it to list, so no category tab; a brand link no brand tab
    const leaf = paint({
      url: '/detail?word=a&cid=16&bid=3&bName=B',
      detailCategories: [{ name: '女装', nameEn: 'Women', isParent: false }],
    })
    expect(tabsOf(leaf)).toEqual([zh.detail.tabs.TrendList, zh.detail.tabs.DriversList, zh.detail.tabs.CommodityList])
  })

  test('partners see their own brand and no QR panels; free users no language select', () => {
    const partner = paint({ user: { ...analyst, is_partner: true, partner_title: 'Acme 洞察' } })
    expect(html(partner)).toContain('Acme 洞察')
    expect(html(partner)).not.toContain(zh.header.afterSales)
    expect(html(partner)).not.toContain(zh.footer.disclaimer)
    const free = paint({ user: { ...analyst, is_free_version: true } })
    expect(free).not.toContain('中文')
    expect(html(free)).not.toContain(zh.header.afterSales)
  })

  test.each([
    ['signed out', { user: loggedOutInfo() }],
    ['a mini-program session', { user: { ...analyst, login_from: 'weixin_mini' as const } }],
    ['another route', { url: '/brand' }],
    ['a detail link without a word', { url: '/detail?plat=all', detailCategories: [] }],
    ['a detail link whose word does not parse', { url: '/detail?word=and', detailCategories: [] }],
    ['a detail category the user may not see', { url: '/detail?word=a&cid=16', detailCategories: null }],
  ])('nothing is painted for %s', (_case, input) => {
    expect(paint(input as Partial<FirstPaintInput>)).toBe('')
  })
})

describe('index.html with a painted frame', () => {
  const built =
    '<!doctype html><html lang="zh-CN"><head><script>x()</script><script defer="defer" src="/js/778.aaaaaaaa.js"></script><script defer="defer" src="/js/app.bbbbbbbb.js"></script><link href="/css/app.cccccccc.css" rel="stylesheet"></head><body><div id="app"></div></body></html>'
  const files = {
    dictionaries: { zh: 'lang-zh.dddddddd.js' },
    routeChunks: { 'pages/concept/index': ['js/1.eeeeeeee.js', 'css/1.ffffffff.css'] },
  }

  test('the frame comes first in <body>; the page styles are style sheets; every script waits for the paint, in its order', () => {
    const page = indexPage(built, 'zh', '/concept', files, '<div id="gr-first-paint"></div>')
    expect(page).toContain('<body><div id="gr-first-paint"></div><div id="app">')
    expect(page).toContain('<link rel="stylesheet" href="/css/1.ffffffff.css">')
    expect(page).not.toContain('<script defer')
    // nothing fetches a script before the paint: no preload, no deferred script
    expect(page).not.toMatch(/rel="preload"[^>]*as="script"|as="script"[^>]*rel="preload"/)
    const boot = [...page.matchAll(/<meta name="gr-boot" content="([^"]+)">/g)].map((m) => m[1])
    expect(boot).toEqual(['/js/lang-zh.dddddddd.js', '/js/778.aaaaaaaa.js', '/js/app.bbbbbbbb.js', '/js/1.eeeeeeee.js'])
  })

  test('without a frame the page is as before: deferred scripts, the page styles preloaded', () => {
    const page = indexPage(built, 'zh', '/concept', files)
    expect(page).toContain('<script defer="defer" src="/js/app.bbbbbbbb.js">')
    expect(page).toContain('<link rel="preload" as="style" href="/css/1.ffffffff.css" fetchpriority="low">')
    expect(page).not.toContain('gr-boot')
  })
})

describe('served', () => {
  let cookie = ''
  beforeAll(async () => {
    const login = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: '/concept' } })
    cookie = (login.headers.getSetCookie().find((c) => c.startsWith('gr_session=')) as string).split(';')[0]
  })

  test('a signed-in browser gets /concept with its frame, in the language of its cookie', async () => {
    const page = await (await call('/concept', { headers: { accept: 'text/html' }, cookie: `${cookie}; language=en` })).text()
    expect(page).toContain('id="gr-first-paint"')
    expect(html(page)).toContain(en.concept.title)
  })

  test('a signed-out browser gets none', async () => {
    const page = await (await call('/concept', { headers: { accept: 'text/html' } })).text()
    expect(page).not.toContain('gr-first-paint"')
  })
})
