// /ebay and /amazon: one source each, no platform choice, concepts / brands /
// categories under a tab kept in the link, amounts in US $ in both languages, rows opening the
// marketplace's own detail page, the download where permitted, and a user without the source's
// list told it is not in the version (never offered its data).
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { BrandRanking, CategoryRanking, CategoryTree, ConceptRanking, ConceptRankRow } from '../../../types'
import { OverseasScreen } from '../../../src/components/overseas/OverseasScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { scriptOk, serveTreeScripts } from '../helpers/tree-scripts'
import { analyst, miniUser } from '../helpers/users'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'

const empty = { level1: [], level2: [], level3: [], level4: [] }

// the source's default category, a child (42) and a grandchild (4201) of it
const tree = (id: number, name: string, en: string): CategoryTree => ({
  ts: '2026-09',
  bigCategory: [id],
  choice_cat: [id],
  currency: 'USD',
  childrenList: {
    [id]: { category_id: id, parent_id: 0, is_parent: true, chd: [42], name, category_name_en: en, level: 1, sale: 1 },
    42: { category_id: 42, parent_id: id, is_parent: true, chd: [4201], name: '护肤', category_name_en: 'Skin Care', level: 2, sale: 1 },
    4201: { category_id: 4201, parent_id: 42, is_parent: false, chd: [], name: '精华', category_name_en: 'Serums', level: 3, sale: 1 },
  },
})

const AMAZON = { plat: 'gamazon' as const, cid: 3760911, name: '美容与个人护理', en: 'Beauty & Personal Care' }
const EBAY = { plat: 'ebay' as const, cid: 1853126, name: '家居与园艺', en: 'Home & Garden' }
type Source = typeof AMAZON | typeof EBAY

const head = (s: Source) => ({
  plat: s.plat,
  ts: '2026-09',
  start: '2026-09',
  end: '2026-09',
  cid: s.cid,
  partial: false,
  missing_months: [] as string[],
  currency: 'USD' as const,
  page: 1,
  page_size: 20,
})
const figures = {
  sales: 12345678,
  sales_base: 9131000,
  sales_yoy: 35.2,
  sales_change: 3214678,
  label: null,
  trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
}

function concepts(s: Source): ConceptRanking {
  const row: ConceptRankRow = {
    ...figures,
    rank: 1,
    word: 'vitamin c serum',
    category_id: s.cid,
    category_name: s.name,
    category_name_en: s.en,
    volume: 4567,
    volume_yoy: 10,
    item_count: 40,
  }
  return { ...head(s), min_items: 5, hint: null, hint_msg: '', total: 1, rows: [row] }
}
const brands = (s: Source): BrandRanking => ({
  ...head(s),
  category_name: s.name,
  category_name_en: s.en,
  total: 1,
  rows: [{ ...figures, rank: 1, brand_id: 7, brand_name: 'CeraVe', word: 'CeraVe' }],
})
const categories = (s: Source): CategoryRanking => ({
  ...head(s),
  category_name: s.name,
  category_name_en: s.en,
  total: 1,
  rows: [
    {
      ...figures,
      rank: 1,
      category_id: 42,
      category_name: '护肤',
      category_name_en: 'Skin Care',
      level: 2,
      is_parent: true,
      word: 'serum',
    },
  ],
})

function serve(s: Source, overrides: Record<string, (r: SeenRequest) => FakeResponse> = {}) {
  serveTreeScripts(() => scriptOk(tree(s.cid, s.name, s.en)))
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_gamazon_ts' || path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/cats_tree') return ok(tree(s.cid, s.name, s.en))
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-09' })
    if (path === '/api/list_gamazon' || path === '/api/ecommerce') return ok(concepts(s))
    if (path === '/api/brand_rank') return ok(brands(s))
    if (path === '/api/category_rank') return ok(categories(s))
    return { statusCode: 404, data: null }
  })
}

function show(route: 'ebay' | 'amazon', { isMobile = false, lang = 'zh' as 'zh' | 'en', user = analyst() } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user })
    useViewportStore.setState({ isMobile })
  })
  return renderWithData(<OverseasScreen route={route} />)
}

const calls = (spy: ReturnType<typeof serve>, path: string) => spy.mock.calls.map((c) => c[0]).filter((r) => r.url.split('?')[0] === path)

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('/amazon: Amazon concepts from list_gamazon in dollars whatever the language (美元 in Chinese), no platform select', async () => {
  const spy = serve(AMAZON)
  show('amazon')
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows[0].textContent).toContain('vitamin c serum')
  expect(rows[0].textContent).toContain('美元')
  expect(screen.queryByTestId('plat-select')).toBeNull()
  expect(calls(spy, '/api/list_gamazon')).not.toHaveLength(0)
  expect(calls(spy, '/api/ecommerce')).toHaveLength(0)
  expect(document.body.textContent).toContain('亚马逊市场')
})

test('/ebay in English: eBay concepts through /api/ecommerce plat ebay, months of the shared endpoint, US $', async () => {
  const spy = serve(EBAY)
  show('ebay', { lang: 'en' })
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows[0].textContent).toContain('US $')
  expect(calls(spy, '/api/ecommerce')[0].data).toMatchObject({ plat: 'ebay', ts: '2026-09', page: 1, sortby: 'growth' })
  expect(calls(spy, '/api/get_word_ts')).not.toHaveLength(0)
  expect(document.body.textContent).toContain('eBay market')
})

test('a concept row opens /publicDetail on Amazon and /ebayDetail on eBay, with word, plat, cid and ts', async () => {
  serve(AMAZON)
  const { unmount } = show('amazon')
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.click((await screen.findAllByTestId('concept-row'))[0])
  expect(navigateTo).toHaveBeenCalledWith({
    url: `/pages/detail/publicDetail/index?word=${encodeURIComponent('vitamin c serum')}&plat=gamazon&cid=3760911&ts=2026-09`,
  })
  unmount()
  jest.restoreAllMocks()

  serve(EBAY)
  show('ebay', { isMobile: true })
  const toEbay = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.click((await screen.findAllByTestId('concept-row'))[0])
  expect(screen.getByTestId('concept-cards')).toBeTruthy()
  expect(toEbay).toHaveBeenCalledWith({
    url: `/pages/detail/ebayDetail/index?word=${encodeURIComponent('vitamin c serum')}&plat=ebay&cid=1853126&ts=2026-09`,
  })
})

test('the tab switches to brands and categories, keeps itself and the view in the link, and their rows open the detail page', async () => {
  const spy = serve(AMAZON)
  show('amazon', { lang: 'en' })
  await screen.findAllByTestId('concept-row')
  await waitFor(() => expect(window.location.search).toContain('cid=3760911'))
  expect(window.location.search).not.toContain('tab=')
  expect(window.location.search).not.toContain('plat=')

  fireEvent.click(screen.getByText('Brands', { selector: '[role=radio]' }))
  const brandRows = await screen.findAllByTestId('entity-row')
  expect(brandRows[0].textContent).toContain('CeraVe')
  expect(brandRows[0].textContent).toContain('US $')
  expect(calls(spy, '/api/brand_rank')[0].data).toMatchObject({ plat: 'gamazon', cid: 3760911 })
  await waitFor(() => expect(window.location.search).toContain('tab=brand'))
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.click(brandRows[0])
  expect(navigateTo).toHaveBeenCalledWith({
    url: '/pages/detail/publicDetail/index?word=CeraVe&plat=gamazon&ts=2026-09&cid=3760911&bid=7&bName=CeraVe',
  })

  fireEvent.click(screen.getByText('Categories', { selector: '[role=radio]' }))
  await waitFor(() => expect(screen.getAllByTestId('entity-row')[0].textContent).toContain('Skin Care'))
  await waitFor(() => expect(window.location.search).toContain('tab=category'))
  fireEvent.click(screen.getAllByTestId('entity-row')[0])
  expect(navigateTo).toHaveBeenLastCalledWith({
    url: '/pages/detail/publicDetail/index?word=serum&plat=gamazon&ts=2026-09&cid=42&cName=Skin%20Care',
  })
})

test('the view is read from the link: tab, month, three months, sort', async () => {
  window.history.replaceState(null, '', '/ebay?tab=category&ts=2026-07&is_multi_month=1&sort=sales')
  const spy = serve(EBAY)
  show('ebay')
  await screen.findAllByTestId('entity-row')
  expect(calls(spy, '/api/category_rank')[0].data).toMatchObject({ plat: 'ebay', ts: '2026-07', is_multi_month: 1, sortby: 'sales' })
  expect(screen.getByText('类目', { selector: '[role=radio]' }).getAttribute('aria-checked')).toBe('true')
})

test('a category deeper than the next ranking covers is carried over as its ancestor at the deepest level it does', async () => {
  window.history.replaceState(null, '', '/amazon?tab=brand&cid=4201')
  const spy = serve(AMAZON)
  show('amazon')
  await screen.findAllByTestId('entity-row')
  expect(calls(spy, '/api/brand_rank')[0].data).toMatchObject({ cid: 4201 })
  // the pickers' tree is in: the grandchild is known to lie at level 3
  await waitFor(() => expect(screen.getByTestId('category-select').textContent).toContain('精华'))
  fireEvent.click(screen.getByText('概念', { selector: '[role=radio]' }))
  await waitFor(() => expect(calls(spy, '/api/list_gamazon').some((r) => r.url.includes('cid=42&'))).toBe(true))
  expect(calls(spy, '/api/list_gamazon').some((r) => r.url.includes('cid=4201'))).toBe(false)
})

test('download where the session may: the concept table of the source; none in the mini-program', async () => {
  serve(AMAZON)
  const { unmount } = show('amazon')
  await screen.findAllByTestId('concept-row')
  expect(screen.getByTestId('download')).toBeTruthy()
  unmount()

  serve(AMAZON)
  show('amazon', { user: miniUser() })
  await screen.findAllByTestId('concept-row')
  expect(screen.queryByTestId('download')).toBeNull()
})

test('without the Amazon list: "not in your version" with the upgrade contact, no tabs, no filters, no rows', async () => {
  serve(AMAZON, { '/api/list_gamazon': () => fail(-403, '您当前的版本没有此权限，请升级') })
  show('amazon', { user: analyst({ gamazon_cat_list: empty }) })
  await screen.findByTestId('state-error')
  expect(document.body.textContent).toContain('不在您当前的版本中')
  expect(screen.getByTestId('error-upgrade')).toBeTruthy()
  expect(screen.queryByTestId('overseas-tab')).toBeNull()
  expect(screen.queryByTestId('concept-filters')).toBeNull()
  expect(screen.queryByTestId('concept-row')).toBeNull()
})
