// The web app's page query: the address bar follows a screen's view in a task of its own (the
// latest view of the moment), and the view is read back at once, before the address is written.
import { readPageQuery, replacePageQuery } from '../../../src/platform/page-query.h5'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const taroEntry = { stamp: 3 }

beforeEach(() => window.history.replaceState(taroEntry, '', '/concept?plat=all&ts=2026-10'))

test('the address is written a task later, once, with the latest view; Taro’s entry is kept', async () => {
  const replace = jest.spyOn(window.history, 'replaceState')
  replacePageQuery({ plat: 'all', ts: '2026-10', cid: 16 })
  replacePageQuery({ plat: 'tbjd', ts: '2026-09', cid: 16, sort: 'sales' })
  expect(window.location.search).toBe('?plat=all&ts=2026-10')
  // read back before it is written: what is about to be
  expect(readPageQuery()).toEqual({ plat: 'tbjd', ts: '2026-09', cid: '16', sort: 'sales' })
  await nextTask()
  expect(window.location.search).toBe('?plat=tbjd&ts=2026-09&cid=16&sort=sales')
  expect(replace).toHaveBeenCalledTimes(1)
  expect(window.history.state).toEqual(taroEntry)
  replace.mockRestore()
})

test('a view equal to the address writes nothing', async () => {
  const replace = jest.spyOn(window.history, 'replaceState')
  replacePageQuery({ plat: 'all', ts: '2026-10' })
  await nextTask()
  expect(replace).not.toHaveBeenCalled()
  replace.mockRestore()
})

test('a navigation before the write: the old page’s view is dropped, not written over the new address, nor read there', async () => {
  replacePageQuery({ plat: 'all', ts: '2026-08' })
  window.history.pushState({ stamp: 4 }, '', '/detail?word=%E8%BF%9E%E8%A1%A3%E8%A3%99')
  expect(readPageQuery()).toEqual({ word: '连衣裙' })
  await nextTask()
  expect(window.location.pathname + window.location.search).toBe('/detail?word=%E8%BF%9E%E8%A1%A3%E8%A3%99')
  // the new page's own view is written as usual
  replacePageQuery({ word: '连衣裙', ts: '2026-10' })
  await nextTask()
  expect(readPageQuery()).toEqual({ word: '连衣裙', ts: '2026-10' })
  expect(window.location.pathname).toBe('/detail')
})
