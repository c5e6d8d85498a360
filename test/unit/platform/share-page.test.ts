// Share on /detail in the mini-program opens the same view through a saved url_id. The
// weapp twin of platform/share-page hands WeChat's share menu the view at the moment of sharing, with
// the saved link as the `promise` WeChat waits up to 3 s for; detailShare says what /detail shares.
import Taro from '@tarojs/taro'
import { detailShare, prepareDetailShare } from '../../../src/components/detail/detail-share'
import { parseDetailParams } from '../../../src/domain/detail-params'
import { DETAIL_SOURCES } from '../../../src/domain/detail-source'
import type { PageShare } from '../../../src/platform/share-page'
import type { LoginInfo } from '../../../types'
import * as h5 from '../../../src/platform/share-page.h5'
import * as weapp from '../../../src/platform/share-page.weapp'

type ShareHandler = () => { title: string; path: string; promise?: Promise<{ title: string; path: string }> }
let handler: ShareHandler | null = null
let timeline: (() => { title: string; query: string }) | null = null
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useShareAppMessage: (fn: ShareHandler) => {
    handler = fn
  },
  useShareTimeline: (fn: typeof timeline) => {
    timeline = fn
  },
}))
const mockTrack = jest.fn()
jest.mock('../../../src/api/track', () => ({ track: (...args: unknown[]) => mockTrack(...args) }))

beforeEach(() => {
  handler = null
  timeline = null
  mockTrack.mockClear()
})

const shareWith = (share: PageShare) => {
  weapp.useSharePage(() => share)
  return handler!()
}

describe('share-page twins', () => {
  test('mini-program: the share menu gets the share as it is when the user shares', () => {
    expect(shareWith({ now: { title: '防晒衣', path: '/pages/detail/index?urlId=u1' } })).toEqual({
      title: '防晒衣',
      path: '/pages/detail/index?urlId=u1',
    })
  })

  test('mini-program: a link being saved is the promise WeChat waits for; a failed save shares the view as it is', async () => {
    const now = { title: '防晒衣', path: '/pages/detail/index?word=%E9%98%B2' }
    const saved = { title: '防晒衣', path: '/pages/detail/index?urlId=u2' }
    const ok = shareWith({ now, saved: Promise.resolve(saved) })
    expect(ok).toMatchObject(now)
    await expect(ok.promise).resolves.toEqual(saved)
    const failed = shareWith({ now, saved: Promise.reject(new Error('offline')) })
    await expect(failed.promise).resolves.toEqual(now)
  })

  test('mini-program: Moments get the same view, as the query of the page shared', () => {
    weapp.useSharePage(() => ({
      now: { title: '高增长品牌', path: '/pages/brand/index?plat=jd&cid=1801' },
      saved: new Promise(() => undefined),
    }))
    expect(timeline!()).toEqual({ title: '高增长品牌', query: 'plat=jd&cid=1801' })
    weapp.useSharePage(() => ({ now: { title: '增长雷达', path: '/pages/wxHomePage/index' } }))
    expect(timeline!()).toEqual({ title: '增长雷达', query: '' })
  })

  test('H5: no share menu of its own; nothing registered', () => {
    h5.useSharePage(() => ({ now: { title: 't', path: '/p' } }))
    expect(handler).toBeNull()
  })

  test('a share button: H5 copies the web link of the view; the mini-program leaves it to the open-type share sheet', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    await expect(h5.pressShareButton({ route: 'report', query: { ts: '2026-09' } })).resolves.toBe('copied')
    expect(copy).toHaveBeenCalledWith({ data: `${window.location.origin}/report?ts=2026-09` })
    copy.mockClear()
    await expect(weapp.pressShareButton()).resolves.toBe('sheet')
    expect(copy).not.toHaveBeenCalled()
    copy.mockRestore()
  })
})

describe('/detail share (detailShare)', () => {
  const params = parseDetailParams({ word: '防晒衣', plat: 'all', cid: '16', activedTab: 'CategoryList' })

  test('a view opened from a saved link shares that url_id at once', () => {
    const shareId = jest.fn()
    const share = detailShare({ source: DETAIL_SOURCES.detail, params: { ...params, urlId: 'abc123' }, ts: '2026-09', shareId, user: null })
    expect(share).toEqual({ now: { title: '防晒衣', path: '/pages/detail/index?urlId=abc123' } })
    expect(shareId).not.toHaveBeenCalled()
    expect(mockTrack).toHaveBeenCalledWith('page_share', { url_id: 'abc123', channel: 'wechat' })
  })

  test("otherwise the view is saved: its url_id is what the card opens, the view's own link meanwhile", async () => {
    const shareId = jest.fn(() => Promise.resolve('new42'))
    const share = detailShare({ source: DETAIL_SOURCES.detail, params: { ...params, bName: 'Nike' }, ts: '2026-09', shareId, user: null })
    expect(share.now.title).toBe('防晒衣 · Nike')
    expect(share.now.path).toBe(
      `/pages/detail/index?word=${encodeURIComponent('防晒衣')}&plat=all&cid=16&ts=2026-09&activedTab=CategoryList&bName=Nike`,
    )
    await expect(share.saved).resolves.toEqual({ title: '防晒衣 · Nike', path: '/pages/detail/index?urlId=new42' })
    expect(mockTrack).toHaveBeenCalledWith('page_share', { url_id: 'new42', channel: 'wechat' })
  })

  test('/ebayDetail and /publicDetail share their own page', async () => {
    const shareId = jest.fn(() => Promise.resolve('ebay42'))
    const ebay = parseDetailParams({ word: 'Oversized', plat: 'ebay', cid: '1853126' })
    const share = detailShare({ source: DETAIL_SOURCES.ebayDetail, params: ebay, ts: '2026-10', shareId, user: null })
    expect(share.now.path).toBe('/pages/detail/ebayDetail/index?word=Oversized&plat=ebay&cid=1853126&ts=2026-10')
    await expect(share.saved).resolves.toEqual({ title: 'Oversized', path: '/pages/detail/ebayDetail/index?urlId=ebay42' })
    const amazon = detailShare({
      source: DETAIL_SOURCES.publicDetail,
      params: { ...ebay, plat: 'gamazon', urlId: 'amz1' },
      ts: '2026-10',
      shareId,
      user: null,
    })
    expect(amazon.now.path).toBe('/pages/detail/publicDetail/index?urlId=amz1')
  })

  test('a link saved ahead as the view settles is shared at once, only by the account that saved it', async () => {
    const view = (username: string, shareId: () => Promise<string>) => ({
      source: DETAIL_SOURCES.detail,
      params: { ...params, word: '冰丝' },
      ts: '2026-09',
      shareId,
      user: { username } as LoginInfo,
    })
    prepareDetailShare(view('a@x', () => Promise.resolve('saved1')))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(detailShare(view('a@x', jest.fn())).now.path).toBe('/pages/detail/index?urlId=saved1')
    // another account signed in on the same phone shares a link of its own, not the first one's
    const other = detailShare(view('b@x', () => Promise.resolve('saved2')))
    expect(other.now.path).toContain('?word=')
    await expect(other.saved).resolves.toMatchObject({ path: '/pages/detail/index?urlId=saved2' })
  })
})
