// Wx.request does not honour a timeout above WeChat's cap (60 s), so the
// mini-program's request layer and app.json's networkTimeout use what the platform allows; H5 keeps
// its 300000 ms.
import { REQUEST_TIMEOUT_MS, WEAPP_REQUEST_TIMEOUT_MS } from '../../../src/domain/constants'

const WECHAT_CAP_MS = 60000

test('H5: a request times out after 300000 ms', () => {
  expect(jest.requireActual('../../../src/platform/env.h5').requestTimeoutMs).toBe(REQUEST_TIMEOUT_MS)
})

test("mini-program: every wx.request and app.json networkTimeout within WeChat's cap, the same value", () => {
  let transportTimeout = 0
  jest.isolateModules(() => {
    jest.doMock('../../../src/platform/env', () => jest.requireActual('../../../src/platform/env.weapp'))
    transportTimeout = jest.requireActual('../../../src/api/transport').REQUEST_DEFAULTS.timeout
  })
  expect(transportTimeout).toBe(WEAPP_REQUEST_TIMEOUT_MS)
  expect(WEAPP_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(WECHAT_CAP_MS)

  const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
  const env = process.env as Record<string, string | undefined>
  const before = env.TARO_ENV
  g.defineAppConfig = (c) => c
  env.TARO_ENV = 'weapp'
  try {
    let appConfig: { networkTimeout?: Record<string, number> } = {}
    jest.isolateModules(() => {
      appConfig = jest.requireActual('../../../src/app.config').default
    })
    expect(appConfig.networkTimeout).toEqual({
      request: WEAPP_REQUEST_TIMEOUT_MS,
      uploadFile: WEAPP_REQUEST_TIMEOUT_MS,
      downloadFile: WEAPP_REQUEST_TIMEOUT_MS,
    })
  } finally {
    env.TARO_ENV = before
    delete g.defineAppConfig
  }
})
