// The mini-program twin of platform/page-query: with no address bar, the view a screen puts into its
// page's query is kept in the page's own options, so a screen mounted again on the same page (a tab
// switch on /ebay and /amazon) or the page shown again after /detail starts from the view the user
// left, not from the one the page was opened with.
import Taro from '@tarojs/taro'
import { readPageQuery, replacePageQuery } from '../../../src/platform/page-query.weapp'

// the page's options as Taro keeps them ($taroParams): what navigate() sent, encoded, plus its stamp
let pageParams: Record<string, unknown>
beforeEach(() => {
  pageParams = { tab: 'brand', ts: '2026-10', cid: '16', word: encodeURIComponent('防晒 衣'), $taroTimestamp: 1 }
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockImplementation(() => ({ router: { params: pageParams, path: '/pages/ebay/index' } }) as ReturnType<typeof Taro.getCurrentInstance>)
})
afterEach(() => jest.restoreAllMocks())

test('the page opens with the query it was sent, decoded', () => {
  expect(readPageQuery()).toEqual({ tab: 'brand', ts: '2026-10', cid: '16', word: '防晒 衣' })
})

test('a view put into the query is what the page reads next; keys left out are gone', () => {
  replacePageQuery({ tab: 'category', ts: '2026-07', cid: undefined, word: '冰丝&防晒', page: 2, sortby: '' })
  expect(readPageQuery()).toEqual({ tab: 'category', ts: '2026-07', word: '冰丝&防晒', page: '2' })
})

test('changed in place: the page shown again gets the same options object, and keeps its stamp', () => {
  replacePageQuery({ ts: '2026-08' })
  expect(pageParams).toEqual({ ts: '2026-08', $taroTimestamp: 1 })
})
