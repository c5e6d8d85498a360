import { act, fireEvent, screen } from '@testing-library/react'
import type { CategoryName, LoginInfo, Plat, SalesModels } from '../../../types'
import { DetailHeader, type DetailHeaderProps } from '../../../src/components/detail/DetailHeader'
import { useLanguageStore } from '../../../src/store/language'
import { mockRequest, ok } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { analyst } from '../helpers/users'

const cat = (category_id: number, name: string, is_parent = true): CategoryName => ({
  category_id,
  name,
  category_name_en: `${name} (en)`,
  level: 1,
  parent_id: 0,
  is_parent,
  path: [],
})

// data that carries every coupon model and JD version: the permission rules alone decide
const EVERY_MODEL: SalesModels = { coupon: ['', 'cp', 'min_v2'], jd_version: ['sold_v4_c1', 'sold_v5_c'] }

function show(overrides: Partial<DetailHeaderProps> & { user?: LoginInfo; plat?: Plat } = {}) {
  mockRequest(() => ok({ monitor_flag: 0 }))
  const handlers = {
    onMonth: jest.fn(),
    onMulti: jest.fn(),
    onCoupon: jest.fn(),
    onJdVersion: jest.fn(),
    onRemoveBrand: jest.fn(),
    onTab: jest.fn(),
    onCustomRange: jest.fn(),
    onShare: jest.fn(),
  }
  const props: DetailHeaderProps = {
    user: analyst(),
    word: '连衣裙 not 儿童',
    plat: 'all',
    categories: [cat(16, '女装/女士精品')],
    followCategoryId: 16,
    isMobile: false,
    ts: '2026-02',
    multi: false,
    months: ['2026-02', '2026-01', '2025-12'],
    coupon: '',
    jdVersion: '',
    salesModels: EVERY_MODEL,
    tabs: ['TrendList', 'CategoryList', 'BrandList', 'CommodityList'],
    tab: 'TrendList',
    ...handlers,
    ...overrides,
  }
  renderWithData(<DetailHeader {...props} />)
  return handlers
}

afterEach(() => {
  jest.restoreAllMocks()
  act(() => useLanguageStore.setState({ language: 'zh' }))
})

test.each([
  [[cat(1, 'A'), cat(2, 'B'), cat(3, 'C')], ['A', 'B', 'C'], false],
  [[cat(1, 'A'), cat(2, 'B'), cat(3, 'C'), cat(4, 'D')], ['A', 'B', 'C'], true],
])('at most three category tags, then an ellipsis', (categories, tags, ellipsis) => {
  show({ categories })
  expect(screen.getAllByTestId('category-tag').map((el) => el.textContent)).toEqual(tags)
  expect(screen.queryByText('…') !== null).toBe(ellipsis)
})

test('the brand tag shows bName and can be removed', () => {
  const { onRemoveBrand } = show({ brandName: '花间集' })
  expect(screen.getByTestId('brand-tag').textContent).toContain('花间集')
  fireEvent.click(screen.getByLabelText('移除品牌筛选'))
  expect(onRemoveBrand).toHaveBeenCalled()
})

test.each([
  ['desktop, no label1', {}, 1],
  ['hidden when label1 is set', { label1: 'hot' }, 0],
  ['hidden on mobile', { isMobile: true }, 0],
])('the follow heart: %s', (_, overrides, count) => {
  show(overrides)
  expect(screen.queryAllByTestId('follow-button')).toHaveLength(count)
})

test.each<[string, Partial<LoginInfo>, Plat, boolean]>([
  ['the internal domain always', { username: 'staff@growthradar.cn' }, 'douyin', true],
  ['others when version_selected is non-empty', { version_selected: ['cp'] }, 'all', true],
  ['not with an empty version_selected', { version_selected: [] }, 'all', false],
  ['not for Douyin', { version_selected: ['cp'] }, 'douyin', false],
  ['not for Amazon', { version_selected: ['cp'] }, 'gamazon', false],
  ['not for JD', { version_selected: ['cp'] }, 'jd', false],
])('the coupon-model select: %s', (_, user, plat, shown) => {
  show({ user: analyst(user), plat })
  expect(screen.queryByTestId('coupon-select') !== null).toBe(shown)
})

test('the coupon options are the allowed models: none plus version_selected', () => {
  show({ user: analyst({ version_selected: ['min_v2'] }) })
  fireEvent.click(screen.getByTestId('coupon-select').querySelector('.gr-dropdown__trigger') as Element)
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['不扣券', '全券模型 v2（2020-11 起）'])
})

test.each<[string, Plat, string[], boolean]>([
  ['JD with jd_version', 'jd', ['sold_v4_c1', 'sold_v5_c'], true],
  ['JD without', 'jd', [], false],
  ['another platform', 'all', ['sold_v4_c1'], false],
])('a JD version select only on JD, for an account with jd_version: %s', (_, plat, jdVersion, shown) => {
  show({ plat, user: analyst({ jd_version: jdVersion }) })
  expect(screen.queryByTestId('jd-version-select') !== null).toBe(shown)
})

test('data with one sales model (the generated data) offers no model select, whoever may choose one: it would change no figure', () => {
  show({
    user: analyst({ username: 'staff@growthradar.cn', version_selected: ['', 'cp', 'min_v2'] }),
    salesModels: { coupon: [''], jd_version: [] },
  })
  expect(screen.queryByTestId('coupon-select')).toBeNull()
})

test('the coupon options are the models the data carries, among those the account may choose', () => {
  show({ user: analyst({ version_selected: ['cp', 'min_v2'] }), salesModels: { coupon: ['', 'cp'], jd_version: [] } })
  fireEvent.click(screen.getByTestId('coupon-select').querySelector('.gr-dropdown__trigger') as Element)
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['不扣券', '券后模型 v1（2020-01 起）'])
})

test('JD versions are offered by name, only those the data carries; one version is no select', () => {
  show({ plat: 'jd', user: analyst({ jd_version: ['sold_v4_c1', 'sold_v5_c', 'sold_v6_c'] }) })
  fireEvent.click(screen.getByTestId('jd-version-select').querySelector('.gr-dropdown__trigger') as Element)
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['销量口径 v4 · 1', '销量口径 v5 · —'])
})

test('no JD version select when the data carries none', () => {
  show({ plat: 'jd', user: analyst({ jd_version: ['sold_v4_c1', 'sold_v5_c'] }), salesModels: { coupon: [''], jd_version: [] } })
  expect(screen.queryByTestId('jd-version-select')).toBeNull()
})

test('the month list opens with a custom time range, which asks for an upgrade', () => {
  const { onCustomRange, onMonth } = show()
  fireEvent.click(screen.getByTestId('detail-month-select').querySelector('.gr-dropdown__trigger') as Element)
  const options = screen.getAllByRole('option')
  expect(options[0].textContent).toBe('自定义时间范围')
  fireEvent.click(options[0])
  expect(onCustomRange).toHaveBeenCalled()
  expect(onMonth).not.toHaveBeenCalled()
})

test('three months ending in February wrap to the previous December: 2025年12月 至 2026年2月', () => {
  show({ ts: '2026-02', multi: true })
  expect(screen.getByTestId('month-label').textContent).toBe('2025年12月 至 2026年2月')
})

test('the month radio asks for three months', () => {
  const { onMulti } = show()
  fireEvent.click(screen.getByText('近三个月'))
  expect(onMulti).toHaveBeenCalledWith(true)
})

test('tabs: the ones given, the active one selected; a click asks for the tab', () => {
  const { onTab } = show({ tabs: ['TrendList', 'BrandList', 'CommodityList'], tab: 'BrandList' })
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['趋势', '品牌', '商品'])
  expect(screen.getByTestId('tab-BrandList').getAttribute('aria-selected')).toBe('true')
  fireEvent.click(screen.getByTestId('tab-CommodityList'))
  expect(onTab).toHaveBeenCalledWith('CommodityList')
})

test('English: category names in English, tab labels in English', () => {
  act(() => useLanguageStore.setState({ language: 'en' }))
  show()
  expect(screen.getByTestId('category-tag').textContent).toBe('女装/女士精品 (en)')
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Trend', 'Categories', 'Brands', 'Items'])
})
