// The mini-program's native tab bar as WeChat reads it from the built app.json: 首页 / 榜单 / 关注 / 我的
// on wxHomePage, concept, myAttention and my, each a main-package page, each icon a PNG WeChat accepts
// (at most 40 KB, 81×81 px as recommended) and the one config/tab-icons.ts draws, its labels in the
// app's language once a tab page opens.
import fs from 'node:fs'
import path from 'node:path'
import { TAB_ICON_DIR, TAB_ICON_SIZE, tabIconFiles } from '../../config/tab-icons'
import { MINI_TABS } from '../../src/domain/mini-nav'
import { pagePath } from '../../src/domain/routes'
import { loadMiniProgram } from './harness/load-page'
import { TOKEN, fakeServer } from './harness/mini-session'
import { WEAPP_ROOT, readAppJson } from './harness/package-sizes'

const app = readAppJson()
const list = app?.tabBar?.list ?? []

test('app.json has a tab bar: 首页 / 榜单 / 关注 / 我的 on the home, the rankings, the follows and my', () => {
  expect(list.map((item) => [item.text, item.pagePath])).toEqual([
    ['首页', pagePath('wxHomePage')],
    ['榜单', pagePath('concept')],
    ['关注', pagePath('myAttention')],
    ['我的', pagePath('my')],
  ])
  expect(MINI_TABS).toHaveLength(list.length)
})

test('every tab page is in the main package (WeChat refuses a tab page in a subpackage)', () => {
  for (const item of list) expect(app?.pages).toContain(item.pagePath)
})

test.each(['iconPath', 'selectedIconPath'] as const)('each %s is a PNG in the package, at most 40 KB, 81×81 px', (key) => {
  expect(list.length).toBe(4)
  for (const item of list) {
    const file = path.join(WEAPP_ROOT, item[key])
    expect({ file: item[key], exists: fs.existsSync(file) }).toEqual({ file: item[key], exists: true })
    const png = fs.readFileSync(file)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.length).toBeLessThanOrEqual(40 * 1024)
    // the IHDR chunk: width and height as big-endian 32-bit numbers
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([TAB_ICON_SIZE, TAB_ICON_SIZE])
  }
})

test('the committed icons are what config/tab-icons.ts draws (npm run icons:tab after changing it)', () => {
  for (const { file, png } of tabIconFiles()) {
    expect({ file, same: fs.readFileSync(path.join(TAB_ICON_DIR, file)).equals(png) }).toEqual({ file, same: true })
  }
})

test.each([
  ['zh', ['首页', '榜单', '关注', '我的']],
  ['en', ['Home', 'Rankings', 'Following', 'Me']],
] as const)("a tab page labels the tab bar in the app's language (%s)", async (language, labels) => {
  const mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN, language } })
  try {
    await mp.openPage(pagePath('my'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([...mp.tabBarItems].sort((a, b) => a.index - b.index)).toEqual(labels.map((text, index) => ({ index, text })))
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
