import { CONFIG_ROUTE_NAMES, h5CustomRoutes } from '../../config/routes'
import { ROUTE_NAMES, pagePath, routePath } from '../../src/domain/routes'

// config/routes.ts repeats the route list because Taro's config loader cannot import src/.
test('the build route table equals src/domain/routes', () => {
  expect([...CONFIG_ROUTE_NAMES]).toEqual([...ROUTE_NAMES])
  const expected = Object.fromEntries(ROUTE_NAMES.map((name) => [`/${pagePath(name)}`, routePath(name)]))
  expect(h5CustomRoutes()).toEqual(expected)
})
