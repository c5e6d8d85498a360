// "the category picker works inside the mini-program". The built /search (its subpackage
// in dist/weapp) under the load harness: the picker's box opens the category tree fetched for the
// session (GET /api/cats_tree), and choosing a category puts its name in the box.
import { loadMiniProgram, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, fakeServer } from './harness/mini-session'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

interface DataNode {
  cl?: unknown
  v?: unknown
  cn?: DataNode[]
}

/** The texts inside the elements of class `className`. */
function textsOfClass(node: DataNode | undefined, className: string, inside = false, out: string[] = []): string[] {
  if (!node) return out
  const here = inside || (typeof node.cl === 'string' && node.cl.split(' ').includes(className))
  if (here && typeof node.v === 'string' && node.v.trim()) out.push(node.v)
  for (const child of node.cn ?? []) textsOfClass(child, className, here, out)
  return out
}

let mp: MiniProgram | undefined
afterEach(() => mp?.close())

test('the built /search: the category box starts on the platform default, opens the tree, a tap on a category takes it off and on', async () => {
  mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN } })
  const page = await mp.openPage(pagePath('search'), { word: WORDS[0] })
  const root = () => page.data.root as DataNode
  for (let i = 0; i < 100 && textsOfClass(root(), 'gr-cpicker__box')[0] !== '服饰配件'; i++) await new Promise((r) => setTimeout(r, 20))
  expect(textsOfClass(root(), 'gr-cpicker__box')).toEqual(['服饰配件', '▾'])
  expect(textsOfClass(root(), 'gr-cpicker__row')).toEqual([])

  page.tapClass('gr-cpicker__box')
  for (let i = 0; i < 100 && textsOfClass(root(), 'gr-cpicker__row').length === 0; i++) await new Promise((r) => setTimeout(r, 20))
  expect(textsOfClass(root(), 'gr-cpicker__row')).toContain('服饰配件')
  expect(mp.requests.some((r) => r.path === '/api/cats_tree')).toBe(true)

  const boxShows = async (text: string) => {
    for (let i = 0; i < 100 && textsOfClass(root(), 'gr-cpicker__box')[0] !== text; i++) await new Promise((r) => setTimeout(r, 20))
    expect(textsOfClass(root(), 'gr-cpicker__box')[0]).toBe(text)
  }
  page.tapClass('gr-cpicker__row')
  await boxShows(zh.placeholder.selectCategory)
  page.tapClass('gr-cpicker__row')
  await boxShows('服饰配件')
  expect(mp.uncaught).toEqual([])
  expect(mp.problems).toEqual([])
})
