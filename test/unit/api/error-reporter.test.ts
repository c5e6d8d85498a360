import { browserFinger, installErrorReporter } from '../../../src/api/error-reporter'
import { mockRequest, ok } from '../helpers/mock-request'

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

test('the browser fingerprint is random once, then stable under browserFinger', () => {
  const first = browserFinger()
  expect(first).toMatch(/^[0-9a-f]{32}$/)
  expect(browserFinger()).toBe(first)
  expect(window.localStorage.getItem('browserFinger')).toBe(first)
})

test('an uncaught error is posted to /api/client_error with error_url, ua, tab, browser_finger, once', async () => {
  const spy = mockRequest(() => ok(null))
  const stop = installErrorReporter(() => '/concept')
  const event = new ErrorEvent('error', { error: new Error('boom'), message: 'boom' })
  window.dispatchEvent(event)
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }))
  await Promise.resolve()
  stop()
  expect(spy).toHaveBeenCalledTimes(1)
  const request = spy.mock.calls[0][0] as { url: string; method: string; data: Record<string, string> }
  expect([request.url, request.method]).toEqual(['/api/client_error', 'POST'])
  expect(request.data).toMatchObject({ error_url: 'http://localhost/', tab: '/concept', browser_finger: browserFinger() })
  expect(request.data.ua).toContain('jsdom')
  expect(request.data.message).toContain('boom')
})
