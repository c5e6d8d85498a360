// Each account has a few API requests handled at once and the rest wait in its own line
// (http/fair-share.ts), so one account's burst cannot hold the server from everyone else. The line
// must never lose a place: a request whose client went away, in line or while handled, gives its
// place back, or the account would end up waiting forever.
import { takePlace, placesAwaited } from '../http/fair-share'
import { state, tokenFor } from './helpers'

test('an account alone may use its places; with another about, each has one at a time and turns pass in order', async () => {
  const held = await Promise.all([1, 2].map(() => takePlace('k', 2)))
  const order: string[] = []
  const other = takePlace('other', 2).then((release) => {
    order.push('other')
    return release
  })
  const third = takePlace('k', 2).then((release) => {
    order.push('k3')
    return release
  })
  // 'other' is admitted at once; k, now sharing the server, waits until it is down to no place held
  const releaseOther = await other
  expect(order).toEqual(['other'])
  expect(placesAwaited()).toBe(1)
  held[0]()
  // giving the same place back twice frees only one
  held[0]()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(order).toEqual(['other'])
  held[1]()
  const release3 = await third
  expect(order).toEqual(['other', 'k3'])
  expect(placesAwaited()).toBe(0)
  release3()
  releaseOther()
})

test('requests abandoned by their client, waiting or handled, give their places back', async () => {
  const token = await tokenFor('partner@acme.demo')
  const base = state().baseUrl
  const headers = { 'x-api-key': token, 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': '10.9.8.7' }
  // many more than the account's places, each a real computation, all abandoned part-way
  const abandoned = Array.from({ length: 40 }, (_, i) => {
    const controller = new AbortController()
    const sent = fetch(`${base}/api/itemcloud`, {
      method: 'POST',
      headers,
      signal: controller.signal,
      body: JSON.stringify({
        word: `法式 or 连衣裙 or fs${Date.now().toString(36)}${i}`,
        plat: 'tbjddy',
        page: 1 + (i % 5),
        page_size: 100,
      }),
    })
      .then((r) => r.text())
      .catch(() => 'aborted')
    setTimeout(() => controller.abort(), 5 + (i % 10) * 3)
    return sent
  })
  await Promise.all(abandoned)
  // had any place been lost, these would wait in line for ever (each gets 10 s)
  const after = await Promise.all(
    Array.from({ length: 12 }, async () => {
      const res = await fetch(`${base}/api/user`, { headers, signal: AbortSignal.timeout(10_000) })
      return ((await res.json()) as { status: string }).status
    }),
  )
  expect(after).toEqual(Array(12).fill('ok'))
}, 60_000)
