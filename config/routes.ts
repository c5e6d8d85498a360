/**
 * The H5 build's clean path for every screen (docs/screens.md): '/pages/concept/index' → '/concept'.
 *
 * Taro's config loader compiles only config/ (importing src/domain/routes.ts fails with "Unexpected
 * token 'export'"), so the route names are repeated here; test/unit/config-routes.test.ts asserts
 * this list equals ROUTE_NAMES and pagePath/routePath of src/domain/routes.
 */
export const CONFIG_ROUTE_NAMES = [
  'concept',
  'social',
  'brand',
  'category',
  'ebay',
  'amazon',
  'ebayDetail',
  'publicDetail',
  'myAttention',
  'setUp',
  'search',
  'detail',
  'login',
  'wxHomePage',
  'loginPage',
  'my',
  'activityRules',
  'report',
  'compare',
  'earlySignals',
  'userAgreement',
  'privacyPolicy',
] as const

// the detail pages share one folder, the mini-program's one detail subpackage (pagePath in src/domain/routes.ts)
const NESTED_IN: Partial<Record<(typeof CONFIG_ROUTE_NAMES)[number], string>> = { ebayDetail: 'detail', publicDetail: 'detail' }

export function h5CustomRoutes(): Record<string, string> {
  const table: Record<string, string> = {}
  for (const name of CONFIG_ROUTE_NAMES) table[`/pages/${NESTED_IN[name] ? `${NESTED_IN[name]}/` : ''}${name}/index`] = `/${name}`
  return table
}
