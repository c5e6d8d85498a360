import { WEAPP_REQUEST_TIMEOUT_MS } from './domain/constants'
import { MINI_TABS, tabIconPath } from './domain/mini-nav'
import {
  MAIN_PACKAGE_ROUTES,
  LEGAL_ROUTES,
  MINI_PRELOAD,
  MINI_ROUTE_NAMES,
  ROUTE_NAMES,
  pagePath,
  subpackageRoot,
  type RouteName,
} from './domain/routes'
import zh from './i18n/zh'

// Every route lives at pages/<route>/index on both targets (the detail pages under pages/detail/). The
// mini-program keeps its own screens and its tab pages in the main package and puts the analysis pages
// in subpackages (DESIGN "Mini-program"), the three detail pages in one. H5 lists every page; each is
// its own lazy chunk.
const isWeapp = process.env.TARO_ENV === 'weapp'
const mainRoutes = isWeapp ? [...MAIN_PACKAGE_ROUTES, ...LEGAL_ROUTES] : ROUTE_NAMES
const subRoutes = isWeapp ? MINI_ROUTE_NAMES.filter((name) => !MAIN_PACKAGE_ROUTES.includes(name) && !LEGAL_ROUTES.includes(name)) : []

// One subpackage per root: the three detail pages share pages/detail (routes.ts subpackageRoot).
const subPackages = [...new Set(subRoutes.map(subpackageRoot))].map((root) => ({
  root,
  pages: subRoutes.filter((name) => subpackageRoot(name) === root).map((name) => pagePath(name).slice(root.length + 1)),
}))

// WeChat downloads these subpackages in the background when the page opens, so the first concept
// or detail opened from it does not wait for a download (network 'all': Wi-Fi and mobile data alike).
const preloadRule = Object.fromEntries(
  Object.entries(MINI_PRELOAD).map(([page, routes]) => [
    pagePath(page as RouteName),
    { network: 'all' as const, packages: routes.map(subpackageRoot) },
  ]),
)

// WeChat's own tab bar (首页 / 榜单 / 关注 / 我的), labelled here in Chinese and relabelled in the app's
// language as a tab page opens (platform/tab-bar). Its icons are drawn by config/tab-icons.ts. The web
// has no tab bar of this kind.
const tabBar = {
  color: '@tabColor',
  selectedColor: '@tabSelectedColor',
  backgroundColor: '@tabBgColor',
  borderStyle: '@tabBorderStyle' as 'white',
  list: MINI_TABS.map((tab) => ({
    pagePath: pagePath(tab.route),
    text: zh.tabBar[tab.key],
    iconPath: tabIconPath(tab, false),
    selectedIconPath: tabIconPath(tab, true),
  })),
}

// What WeChat's review and older phones need: the privacy check (a privacy-gated API waits for the
// user's consent, asked by our own dialog: platform/privacy.weapp.ts), code injected only as pages
// and components are used (a faster start), and the sitemap (src/sitemap.json: pages behind the
// login are not indexed). The type of defineAppConfig predates __usePrivacyCheck__.
const weappOnly = {
  __usePrivacyCheck__: true,
  // the system's dark appearance: the bars and the window take src/theme.json's dark values (the
  // pages' colours follow it through styles/_palette.scss)
  darkmode: true,
  themeLocation: 'theme.json',
  lazyCodeLoading: 'requiredComponents',
  sitemapLocation: 'sitemap.json',
} as Record<string, unknown>

// The web's pages change without Taro's sliding transition, as pages of a web site do. The slide
// hides the page left behind only once it has run (a timer of its own): Back pressed while it ran
// left that page hidden when it came back, a blank screen.
const webOnly = { animation: false }

export default defineAppConfig({
  pages: mainRoutes.map(pagePath),
  subPackages,
  ...(isWeapp ? { preloadRule, tabBar, ...weappOnly } : webOnly),
  // the mini-program's window in the system's light or dark appearance (src/theme.json); the web's
  // pages paint their own
  window: isWeapp
    ? {
        // the pull-down refresh's dots: dark ones on the light background they are drawn on, light on dark
        backgroundTextStyle: '@bgTxtStyle' as 'dark',
        backgroundColor: '@bgColor',
        navigationBarBackgroundColor: '@navBgColor',
        navigationBarTitleText: 'Growth Radar',
        navigationBarTextStyle: '@navTxtStyle' as 'black',
      }
    : {
        backgroundTextStyle: 'dark',
        backgroundColor: '#ffffff',
        navigationBarBackgroundColor: '#ffffff',
        navigationBarTitleText: 'Growth Radar',
        navigationBarTextStyle: 'black',
      },
  // the request layer passes the same timeout to every wx.request (platform/env.weapp.ts)
  networkTimeout: { request: WEAPP_REQUEST_TIMEOUT_MS, uploadFile: WEAPP_REQUEST_TIMEOUT_MS, downloadFile: WEAPP_REQUEST_TIMEOUT_MS },
})
