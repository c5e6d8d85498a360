import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { CategoryTree, ConceptRankRow, ConceptRanking } from '../../../types'
import { ConceptScreen } from '../../../src/components/concept/ConceptScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { analyst } from '../helpers/users'

const tree: CategoryTree = {
  ts: '2026-09',
  bigCategory: [16, 1801],
  choice_cat: [16],
  childrenList: {
    '16': { category_id: 16, parent_id: 0, is_parent: true, chd: [], name: '女装/女士精品', category_name_en: 'Women’s clothing', level: 1, sale: 1 },
    '1801': { category_id: 1801, parent_id: 0, is_parent: true, chd: [], name: '美容护肤/美体/精油', level: 1, sale: 1 },
  },
}

function row(rank: number, word: string, extra: Partial<ConceptRankRow> = {}): ConceptRankRow {
  return {
    rank, word, category_id: 16, category_name: '女装/女士精品', category_name_en: 'Women’s clothing',
    sales: 12345678, sales_base: 9131000, sales_yoy: 35.2, sales_change: 3214678, volume: 45678, volume_yoy: 10,
    label: null, trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], ...extra,
  }
}

function ranking(rows: ConceptRankRow[], total = rows.length): ConceptRanking {
  return { plat: 'all', ts: '2026-09', start: '2026-09', end: '2026-09', cid: 16, partial: false, total, page: 1, page_size: 20, rows }
}

/** Routes the fake server by path; `overrides` replaces single endpoints. */
function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/cats_tree') return ok(tree)
    if (path === '/api/ecommerce') return ok(ranking([row(1, '防晒冰袖', { label: 'breakout', sales_yoy: 412.5 }), row(2, '露营折叠椅')]))
    return { statusCode: 404, data: null }
  })
}

function show({ isMobile = false, lang = 'zh' as 'zh' | 'en' } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    useUserStore.getState().reset()
    useUserStore.setState({ user: analyst(), isMobile })
  })
  return render(<ConceptScreen />)
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
})

test('shows the ranked rows with SPEC §9 formatting and asks for the default category 16', async () => {
  const spy = serve()
  show()
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows).toHaveLength(2)
  expect(rows[0].textContent).toContain('防晒冰袖')
  expect(rows[0].textContent).toContain('爆发')
  expect(rows[0].textContent).toContain('+412.5%')
  expect(rows[1].textContent).toContain('￥1234.57万')
  expect(rows[1].textContent).toContain('+35.2%')
  expect(rows[1].textContent).toContain('+￥321.47万')
  const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/ecommerce')?.data
  expect(body).toMatchObject({ plat: 'all', ts: '2026-09', cid: 16, is_multi_month: 0, page: 1 })
  expect(screen.getByTestId('concept-table')).toBeTruthy()
  expect(screen.getByTestId('category-select').textContent).toContain('女装/女士精品')
})

test('English: US $ with K/M/B, English labels', async () => {
  serve()
  show({ lang: 'en' })
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows[1].textContent).toContain('US $12.35M')
  expect(rows[0].textContent).toContain('Breakout')
  expect(document.body.textContent).toContain('High-growth e-commerce concepts')
})

test('mobile: cards instead of the table', async () => {
  serve()
  show({ isMobile: true })
  await screen.findAllByTestId('concept-row')
  expect([screen.queryByTestId('concept-cards') !== null, screen.queryByTestId('concept-table') !== null]).toEqual([true, false])
})

test('empty ranking says what to do', async () => {
  serve({ '/api/ecommerce': () => ok(ranking([])) })
  show()
  const empty = await screen.findByTestId('state-empty')
  expect(empty.textContent).toContain('换一个类目或月份')
})

test('-401 shows the catalogue message and a login link; retry recovers', async () => {
  let loggedIn = false
  serve({ '/api/cats_tree': () => (loggedIn ? ok(tree) : fail(-401)) })
  show()
  const error = await screen.findByTestId('state-error')
  expect(error.textContent).toContain('您尚未登录，请登录后查看')
  expect(screen.getByTestId('error-login')).toBeTruthy()
  loggedIn = true
  fireEvent.click(screen.getByTestId('error-retry'))
  await waitFor(() => expect(screen.getAllByTestId('concept-row')).toHaveLength(2))
})

test('a server error shows its message without a login link', async () => {
  serve({ '/api/ecommerce': () => fail(-404) })
  show()
  const error = await screen.findByTestId('state-error')
  expect(error.textContent).toContain('请求的数据尚未收录')
  expect(screen.queryByTestId('error-login')).toBeNull()
})

test('the loading state has text while the ranking is on its way', async () => {
  serve({ '/api/ecommerce': () => new Promise(() => undefined) as never })
  show()
  expect((await screen.findByTestId('state-loading')).textContent).toContain('正在加载排行')
})
