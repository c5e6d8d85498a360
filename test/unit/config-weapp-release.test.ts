// The mini-program's API origin from the build environment; a release build
// (WEAPP_RELEASE=1) refused without a production build, an https origin and a real app id. CI's
// NODE_ENV=production builds are not releases and keep the local origin (test/run-all.mjs).
import { DEV_API_BASE, ReleaseBuildError, weappApiBase } from '../../config/weapp-release'

const release = { NODE_ENV: 'production', WEAPP_RELEASE: '1', API_BASE: 'https://radar.example.com', TARO_APP_ID: 'wx0123456789abcdef' }

test.each([
  ['development: the local server', {}, DEV_API_BASE],
  ['CI production build, no release: the local server', { NODE_ENV: 'production' }, DEV_API_BASE],
  ['an origin from the environment', { API_BASE: 'http://192.168.1.5:8080' }, 'http://192.168.1.5:8080'],
  ['a release with everything WeChat needs', release, 'https://radar.example.com'],
  ['a release behind a path prefix', { ...release, API_BASE: 'https://example.com/radar' }, 'https://example.com/radar'],
])('%s', (_, env, expected) => {
  expect(weappApiBase(env)).toBe(expected)
})

test.each([
  ['no API_BASE (the local http origin)', { ...release, API_BASE: undefined }, /API_BASE must be the https:\/\/ origin/],
  [
    'an http origin',
    { ...release, API_BASE: 'http://radar.example.com' },
    /API_BASE must be the https:\/\/ origin[\s\S]*got "http:\/\/radar.example.com"/,
  ],
  ['a trailing slash', { ...release, API_BASE: 'https://radar.example.com/' }, /API_BASE/],
  ['not production', { ...release, NODE_ENV: 'development' }, /NODE_ENV must be production/],
  ['the tourist app id', { ...release, TARO_APP_ID: 'touristappid' }, /TARO_APP_ID must be the mini-program's app id/],
  ['no app id', { ...release, TARO_APP_ID: undefined }, /TARO_APP_ID/],
])('a release build is refused with %s', (_, env, message) => {
  expect(() => weappApiBase(env)).toThrow(ReleaseBuildError)
  expect(() => weappApiBase(env)).toThrow(message)
})
