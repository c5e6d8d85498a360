import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { SWRConfig } from 'swr'
import type { CategoryTree, LoginInfo } from '../../../types'
import { CategoryPicker, type CategoryPickerProps } from '../../../src/components/picker/CategoryPicker'
import { LIST_HEIGHT_PX, ROW_HEIGHT_PX } from '../../../src/components/picker/picker-sizes'
import { PICKER_HEIGHT, PICKER_WIDTH, PICKER_WIDTH_TOP_HEADER } from '../../../src/domain/constants'
import { scrollToCenter } from '../../../src/domain/virtual-window'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { datasetTree, idOf, partialUser, serverAnswer, syntheticTree } from '../helpers/category-trees'
import { mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { scriptFail, scriptOk, serveTreeScripts, type ScriptAnswer } from '../helpers/tree-scripts'
import { analyst } from '../helpers/users'
import { resetStores } from '../helpers/stores'

const LATEST = '2026-09'
const whole = datasetTree('all')
const FACE_CARE = idOf(whole, '面部护理')
const partial = partialUser()

/** The server: the latest month and the trees (scripts on H5, /api/cats_tree for the others), cut to `user`. */
function serve(user: LoginInfo, scripts: (name: string) => ScriptAnswer | Promise<ScriptAnswer> = (name) => scriptOk(treeFor(user, name))) {
  const api = mockRequest((request: SeenRequest) => {
    const path = request.url.split('?')[0]
    if (path.startsWith('/api/get_')) return ok({ ts: LATEST, ts_min: '2017-01' })
    if (path === '/api/cats_tree') return ok(treeFor(user, new URLSearchParams(request.url.split('?')[1]).get('plat') ?? 'all'))
    return { statusCode: 404, data: null }
  })
  const loaded = serveTreeScripts(({ name }) => scripts(name))
  return { api, loaded }
}

function treeFor(user: LoginInfo, name: string): CategoryTree {
  if (name === 'gamazon') return serverAnswer(datasetTree('gamazon'), user.gamazon_cat_list)
  if (name === 'jd') return serverAnswer(datasetTree('jd'), user.jd_cat_list, 3)
  if (name === 'tbjd') return serverAnswer(whole, user.chance_cat_list)
  if (name === 'zero') {
    const cut = serverAnswer(whole, user.cat_list)
    const groups: CategoryTree['childrenList'] = {
      '900000001': {
        category_id: 900000001,
        parent_id: 0,
        is_parent: true,
        chd: cut.bigCategory.filter((id) => id === 16),
        name: '服饰鞋包',
        level: 0,
        sale: 1,
      },
      '900000002': {
        category_id: 900000002,
        parent_id: 0,
        is_parent: true,
        chd: cut.bigCategory.filter((id) => id !== 16),
        name: '美妆个护',
        level: 0,
        sale: 1,
      },
    }
    return { ...cut, bigCategory: [900000001, 900000002], childrenList: { ...cut.childrenList, ...groups } }
  }
  return serverAnswer(whole, user.cat_list)
}

type Changes = [number[], string[]][]

function Screen(props: Partial<CategoryPickerProps> & { initial?: number[]; changes: Changes }) {
  const { initial = [], changes, ...rest } = props
  const [value, setValue] = useState(initial)
  return (
    <CategoryPicker
      plat='all'
      {...rest}
      value={value}
      onChange={(ids, labels) => {
        changes.push([ids, labels])
        setValue(ids)
      }}
    />
  )
}

function show(user: LoginInfo, props: Partial<CategoryPickerProps> & { initial?: number[] } = {}, lang: 'zh' | 'en' = 'zh') {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user })
  })
  const changes: Changes = []
  const view = (p: typeof props) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Screen {...p} changes={changes} />
    </SWRConfig>
  )
  const result = render(view(props))
  return { changes, rerender: (p: typeof props) => result.rerender(view(p)) }
}

const box = () => screen.getByTestId('category-box')
const boxText = () => box().textContent?.replace('▾', '') ?? ''
const label = (el: Element) => el.querySelector('.gr-cpicker__label')?.textContent ?? ''
const rows = () => screen.queryAllByTestId('category-row')
const rowLabels = () => rows().map(label)
function row(name: string): HTMLElement {
  const found = rows().find((r) => label(r) === name)
  if (!found) throw new Error(`no row ${name} among ${rowLabels().join(', ')}`)
  return found
}
const arrow = (name: string) => row(name).querySelector('[data-testid="category-toggle"]') as HTMLElement
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

async function openPicker() {
  await waitFor(() => expect(screen.getByTestId('category-picker').getAttribute('data-status')).not.toBe('loading'))
  fireEvent.click(box())
  return screen.getByTestId('category-panel')
}

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  resetStores()
})

describe('what the box says', () => {
  test('a loading message while the tree loads, then a request to choose, then the chosen name', async () => {
    let release!: () => void
    serve(analyst(), (name) => new Promise((resolve) => (release = () => resolve(scriptOk(treeFor(analyst(), name))))))
    show(analyst())
    expect(boxText()).toBe('类目加载中…')
    await waitFor(() => expect(release).toBeDefined())
    release()
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    fireEvent.click(box())
    fireEvent.click(row('男装'))
    expect(boxText()).toBe('男装')
  })

  test('without permission the list holds one chosen entry saying so: the partial account on Amazon', async () => {
    serve(partial)
    show(partial, { plat: 'gamazon' })
    await waitFor(() => expect(boxText()).toBe('暂无权限'))
    await openPicker()
    expect(rows().map((r) => [label(r), r.getAttribute('aria-selected'), r.getAttribute('aria-disabled')])).toEqual([
      ['暂无权限', 'true', 'true'],
    ])
  })

  test('a failed tree load is logged, and the box says it failed (not loading forever); opening asks again', async () => {
    let failing = true
    serve(analyst(), (name) => (failing ? scriptFail(-500) : scriptOk(treeFor(analyst(), name))))
    show(analyst())
    await waitFor(() => expect(boxText()).toBe('类目加载失败，点击重试'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[category tree] all: -500'))
    failing = false
    fireEvent.click(box())
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    expect(rowLabels()).toContain('女装/女士精品')
  })

  test('English: the names the data has in English', async () => {
    serve(analyst())
    show(analyst(), { initial: [16] }, 'en')
    await waitFor(() => expect(boxText()).toBe("Women's Clothing"))
  })
})

describe('partial@growthradar.demo (server/accounts/demo-accounts.ts)', () => {
  test('reaches 面部护理 through its disabled parent, and chooses it', async () => {
    serve(partial)
    const { changes } = show(partial)
    await openPicker()
    expect(rows().map((r) => [label(r), r.getAttribute('aria-disabled'), r.getAttribute('aria-expanded')])).toEqual([
      ['女装/女士精品', null, 'false'],
      ['美容护肤/美体/精油', 'true', 'false'],
    ])
    // choosing one category, a click on a disabled node is ignored
    fireEvent.click(row('美容护肤/美体/精油'))
    expect(changes).toEqual([])
    expect(screen.queryByTestId('category-panel')).not.toBeNull()
    // its arrow opens it: 面部护理 is the one child shown, and it can be opened in turn (levels 3 and 4)
    fireEvent.click(arrow('美容护肤/美体/精油'))
    expect(rowLabels()).toEqual(['女装/女士精品', '美容护肤/美体/精油', '面部护理'])
    fireEvent.click(arrow('面部护理'))
    const level3 = rows().filter((r) => r.getAttribute('aria-level') === '3')
    expect(level3.length).toBeGreaterThan(0)
    fireEvent.click(row('面部护理'))
    expect(changes).toEqual([[[FACE_CARE], ['面部护理']]])
    expect(screen.queryByTestId('category-panel')).toBeNull()
    expect(boxText()).toBe('面部护理')
  })

  test('nothing outside its list: a search for another category finds nothing', async () => {
    serve(partial)
    show(partial)
    await openPicker()
    for (const other of ['男装', '清洁', '零食']) {
      fireEvent(screen.getByTestId('category-search'), new CustomEvent('input', { detail: { value: other } }))
      await waitFor(() => expect(screen.getByTestId('category-tree').textContent).toContain('没有匹配的类目'))
      expect(rows()).toHaveLength(0)
    }
  })
})

describe('checking in the tree', () => {
  test('multiple: a checked parent checks all its children; unchecking one child keeps the others', async () => {
    serve(analyst())
    const { changes } = show(analyst(), { multiple: true })
    await openPicker()
    expect(screen.getByTestId('category-tree').getAttribute('aria-multiselectable')).toBe('true')
    fireEvent.click(row('女装/女士精品'))
    expect(changes.at(-1)).toEqual([[16], ['女装/女士精品']])
    fireEvent.click(arrow('女装/女士精品'))
    const children = rows().filter((r) => r.getAttribute('aria-level') === '2')
    expect(children.length).toBeGreaterThan(1)
    expect(children.every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true)
    fireEvent.click(children[0])
    const [ids] = changes.at(-1) ?? [[]]
    expect(ids).toEqual(whole.childrenList['16'].chd.slice(1))
    expect(row('女装/女士精品').getAttribute('aria-selected')).toBe('false')
    // the panel stays open for more choices, and the box names them all
    expect(screen.queryByTestId('category-panel')).not.toBeNull()
    expect(boxText().split('、')).toHaveLength(ids.length)
  })

  test('a level 0 group heading cannot be checked: it has no checkbox and only opens', async () => {
    serve(partial)
    const { changes } = show(partial, { multiple: true, levelZero: true })
    await openPicker()
    expect(rowLabels()).toEqual(['服饰鞋包', '美妆个护'])
    expect(row('服饰鞋包').querySelector('.gr-cpicker__check')).toBeNull()
    fireEvent.click(row('服饰鞋包'))
    expect(changes).toEqual([])
    expect(rowLabels()).toEqual(['服饰鞋包', '女装/女士精品', '美妆个护'])
  })
})

describe('search and opening', () => {
  test('200 ms after typing, the tree shows only the matching categories and their parents', async () => {
    serve(analyst())
    show(analyst())
    await openPicker()
    const before = rowLabels()
    fireEvent(screen.getByTestId('category-search'), new CustomEvent('input', { detail: { value: '面部护理' } }))
    await sleep(100)
    expect(rowLabels()).toEqual(before)
    await waitFor(() => expect(rowLabels()).toEqual(['美容护肤/美体/精油', '面部护理']))
    // clearing the query brings the whole tree back
    fireEvent(screen.getByTestId('category-search'), new CustomEvent('input', { detail: { value: '' } }))
    await waitFor(() => expect(rowLabels()).toEqual(before))
  })

  test('opening the picker brings the chosen category into view: its parents open, the row is in the middle of the list', async () => {
    const big = syntheticTree(20000)
    // a leaf of the last level-3 node of the last root: far down the list once its parents open
    const deep = Object.values(big.childrenList).filter((n) => n.level === 4)[1999]
    serve(analyst(), () => scriptOk(big))
    show(analyst(), { initial: [deep.category_id] })
    await waitFor(() => expect(boxText()).toBe(deep.name))
    await openPicker()
    const selected = rows().filter((r) => r.getAttribute('aria-selected') === 'true')
    expect(selected.map(label)).toEqual([deep.name])
    const index = Number(selected[0].style.top.replace('px', '')) / ROW_HEIGHT_PX
    expect(index).toBeGreaterThan(20)
    const count = Number(screen.getByTestId('category-tree').style.height.replace('px', '')) / ROW_HEIGHT_PX
    const list = screen.getByTestId('category-list')
    expect(Number(list.getAttribute('scroll-top'))).toBe(scrollToCenter(index, count, LIST_HEIGHT_PX, ROW_HEIGHT_PX))
    expect(Number(list.getAttribute('scroll-top'))).toBeGreaterThan(0)
  })

  test('virtualised: a 20,000-node tree renders only the rows in view; scrolling renders the next ones', async () => {
    serve(analyst(), () => scriptOk(syntheticTree(20000)))
    show(analyst())
    await openPicker()
    fireEvent.click(arrow('一级类目0'))
    fireEvent.click(arrow('一级类目1'))
    const tree = screen.getByTestId('category-tree')
    expect(tree.style.height).toBe(`${40 * ROW_HEIGHT_PX}px`)
    expect(rows().length).toBeLessThanOrEqual(Math.ceil(LIST_HEIGHT_PX / ROW_HEIGHT_PX) + 4)
    expect(rowLabels()).not.toContain('一级类目19')
    const list = screen.getByTestId('category-list')
    list.scrollTop = 35 * ROW_HEIGHT_PX
    fireEvent.scroll(list)
    await waitFor(() => expect(rowLabels()).toContain('一级类目19'))
    expect(rowLabels()).not.toContain('一级类目0')
  })

  test('sizes: the panel is 450 × 300, 200 wide in the top header', async () => {
    serve(analyst())
    const { rerender } = show(analyst())
    let panel = await openPicker()
    expect([panel.style.width, panel.style.height]).toEqual([`${PICKER_WIDTH}px`, `${PICKER_HEIGHT}px`])
    fireEvent.click(box())
    rerender({ compact: true })
    panel = await openPicker()
    expect(panel.style.width).toBe(`${PICKER_WIDTH_TOP_HEADER}px`)
  })
})

describe("a kept component's manners: keyboard, Escape, outside clicks", () => {
  test('Tab reaches the box; Enter opens; arrows move and open; Enter chooses; focus comes back', async () => {
    serve(partial)
    const { changes } = show(partial)
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    expect(box().getAttribute('tabindex')).toBe('0')
    expect(box().getAttribute('role')).toBe('combobox')
    box().focus()
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(box().getAttribute('aria-expanded')).toBe('true')
    const tree = screen.getByTestId('category-tree')
    expect(tree.getAttribute('role')).toBe('tree')
    fireEvent.keyDown(screen.getByTestId('category-search'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(tree)
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant') ?? '')
    expect(label(active() as Element)).toBe('女装/女士精品')
    fireEvent.keyDown(tree, { key: 'ArrowDown' })
    expect(label(active() as Element)).toBe('美容护肤/美体/精油')
    fireEvent.keyDown(tree, { key: 'Enter' }) // disabled: nothing
    expect(changes).toEqual([])
    fireEvent.keyDown(tree, { key: 'ArrowRight' })
    expect(row('美容护肤/美体/精油').getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(tree, { key: 'ArrowRight' }) // into the first child
    expect(label(active() as Element)).toBe('面部护理')
    fireEvent.keyDown(tree, { key: 'ArrowLeft' }) // back to the parent
    expect(label(active() as Element)).toBe('美容护肤/美体/精油')
    fireEvent.keyDown(tree, { key: 'ArrowDown' })
    fireEvent.keyDown(tree, { key: ' ' })
    expect(changes).toEqual([[[FACE_CARE], ['面部护理']]])
    expect(screen.queryByTestId('category-panel')).toBeNull()
    expect(document.activeElement).toBe(box())
  })

  test('Escape closes and gives focus back to the box', async () => {
    serve(analyst())
    show(analyst())
    await openPicker()
    fireEvent.keyDown(screen.getByTestId('category-tree'), { key: 'Escape' })
    expect(screen.queryByTestId('category-panel')).toBeNull()
    expect(document.activeElement).toBe(box())
  })

  test('a press outside closes; no mask lies over the page, so an item under the pointer takes the click', async () => {
    serve(analyst())
    const { changes } = show(analyst())
    await openPicker()
    expect(document.querySelector('.gr-cpicker__mask')).toBeNull()
    // pressing an item does not count as outside
    fireEvent.mouseDown(row('男装'))
    fireEvent.click(row('男装'))
    expect(changes).toEqual([[[30], ['男装']]])
    await openPicker()
    fireEvent.mouseDown(document.body)
    expect(screen.queryByTestId('category-panel')).toBeNull()
  })

  test('disabled: the box is out of the tab order and does not open', async () => {
    serve(analyst())
    show(analyst(), { disabled: true })
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    expect(box().getAttribute('tabindex')).toBe('-1')
    fireEvent.click(box())
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(screen.queryByTestId('category-panel')).toBeNull()
  })
})

describe('where the trees come from', () => {
  test('H5 runs the tree script of the latest month; the chance platforms go through /api/cats_tree', async () => {
    const { api, loaded } = serve(analyst())
    const { rerender } = show(analyst())
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    expect(loaded).toEqual([{ name: 'all', ts: LATEST }])
    rerender({ plat: 'tbjd' })
    await waitFor(() => expect(api.mock.calls.some(([r]) => (r as SeenRequest).url === '/api/cats_tree?plat=tbjd')).toBe(true))
    expect(loaded).toHaveLength(1)
  })

  test('tree loads wait 100 ms for changes to settle: a quick run of platform changes loads one tree', async () => {
    const { loaded } = serve(analyst())
    const { rerender } = show(analyst())
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    rerender({ plat: 'jd' })
    rerender({ plat: 'douyin' })
    expect(boxText()).toBe('类目加载中…')
    await waitFor(() => expect(boxText()).toBe('请选择类目'))
    expect(loaded.map((s) => s.name)).toEqual(['all', 'douyin'])
  })
})
