import { WEAPP_REQUEST_TIMEOUT_MS } from './domain/constants'
import { MAIN_PACKAGE_ROUTES, MINI_PRELOAD, ROUTE_NAMES, pagePath, subpackageRoot, type RouteName } from './domain/routes'

// Every route lives at pages/<route>/index on both targets. The mini-program keeps its own screens in
// the main package and puts each analysis page in a subpackage of its own (DESIGN "Mini-program"), so
// the main package stays far under WeChat's 2 MB limit. H5 lists every page; each is its own lazy chunk.
const isWeapp = process.env.TARO_ENV === 'weapp'
const mainRoutes = isWeapp ? MAIN_PACKAGE_ROUTES : ROUTE_NAMES
const subRoutes = isWeapp ? ROUTE_NAMES.filter((name) => !MAIN_PACKAGE_ROUTES.includes(name)) : []

// WeChat downloads these subpackages in the background when the page opens, so the first concept
// or detail opened from it does not wait for a download (network 'all': Wi-Fi and mobile data alike).
const preloadRule = Object.fromEntries(
  Object.entries(MINI_PRELOAD).map(([page, routes]) => [pagePath(page as RouteName), { network: 'all' as const, packages: routes.map(subpackageRoot) }]),
)

export default defineAppConfig({
  pages: mainRoutes.map(pagePath),
  subPackages: subRoutes.map((name) => ({ root: subpackageRoot(name), pages: ['index'] })),
  ...(isWeapp ? { preloadRule } : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'Growth Radar',
    navigationBarTextStyle: 'black',
  },
  // the request layer passes the same timeout to every wx.request (platform/env.weapp.ts)
  networkTimeout: { request: WEAPP_REQUEST_TIMEOUT_MS, uploadFile: WEAPP_REQUEST_TIMEOUT_MS, downloadFile: WEAPP_REQUEST_TIMEOUT_MS },
})
