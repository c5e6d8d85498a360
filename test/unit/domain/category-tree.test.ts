import type { CategoryNode, CategoryPermission, CategoryTree, PermissionLists, Plat } from '../../../types'
import {
  NO_PERMISSION_ID,
  ancestorIds,
  buildCategoryForest,
  categoryLabel,
  categoryWithinLevel,
  isCachedTreeFresh,
  labelsOf,
  type CategoryForest,
} from '../../../src/domain/category-tree'
import { flattenCategoryForest, searchCategoryForest } from '../../../src/domain/category-tree-view'
import { chooseSingle, isChecked, normalizeChecked, toggleChecked } from '../../../src/domain/category-selection'
import { scrollToCenter, scrollToReveal, visibleWindow } from '../../../src/domain/virtual-window'
import { CATEGORY_CACHE_FROZEN_TS } from '../../../src/domain/constants'
import type { PermissionKey } from '../../../src/domain/permissions'
import { datasetTree, idOf, partialUser, serverAnswer, syntheticTree } from '../helpers/category-trees'
import { analyst } from '../helpers/users'

// A small four-level tree: 女装 16 › 裙装 161 › 连衣裙 1611 › 碎花连衣裙 16111; 美容护肤 1801 › 面部护理 18011 ›
// 面霜 180111 › 保湿面霜 1801111, 美容护肤 1801 › 清洁 18012; 男装 30 › 衬衫 301.
function node(
  id: number,
  parent: number,
  level: number,
  name: string,
  chd: number[] = [],
  extra: Partial<CategoryNode> = {},
): CategoryNode {
  return { category_id: id, parent_id: parent, is_parent: chd.length > 0, chd, name, level, sale: id, ...extra }
}
const small: CategoryTree = {
  ts: '2026-09',
  bigCategory: [16, 1801, 30],
  choice_cat: [16],
  currency: 'CNY',
  childrenList: Object.fromEntries(
    [
      node(16, 0, 1, '女装', [161], { category_name_en: 'Women' }),
      node(161, 16, 2, '裙装', [1611]),
      node(1611, 161, 3, '连衣裙', [16111], { category_name_en: 'Dresses' }),
      node(16111, 1611, 4, '碎花连衣裙'),
      node(1801, 0, 1, '美容护肤', [18011, 18012]),
      node(18011, 1801, 2, '面部护理', [180111]),
      node(180111, 18011, 3, '面霜', [1801111]),
      node(1801111, 180111, 4, '保湿面霜'),
      node(18012, 1801, 2, '清洁'),
      node(30, 0, 1, '男装', [301]),
      node(301, 30, 2, '衬衫'),
    ].map((n) => [String(n.category_id), n]),
  ),
}
const ALL_IDS = [16, 161, 1611, 16111, 1801, 18011, 180111, 1801111, 18012, 30, 301]
const EMPTY: CategoryPermission = { level1: [], level2: [], level3: [], level4: [] }
const listed = (level1: number[], level2: number[] = []): CategoryPermission => ({
  level1: level1.map((cat_id) => ({ cat_id, ts: '2026-01' })),
  level2: level2.map((cat_id) => ({ cat_id, ts: '2026-01' })),
  level3: [],
  level4: [],
})

function perms(permission: CategoryPermission, validated = true, key: PermissionKey = 'cat_list'): PermissionLists {
  const lists: PermissionLists = { ...analyst(), cat_list: 'all', jd_cat_list: 'all', is_validata_user_count: validated }
  lists[key] = permission
  return lists
}

function build(tree: CategoryTree, plat: Plat | 'ebay', permissions: PermissionLists, lang: 'zh' | 'en' = 'zh'): CategoryForest {
  return buildCategoryForest(tree, { plat, permissions, lang, noPermissionLabel: '暂无权限' })
}

const shown = (f: CategoryForest) => f.order.map((n) => n.id).sort((a, b) => a - b)
const disabled = (f: CategoryForest) =>
  f.order
    .filter((n) => n.disabled)
    .map((n) => n.id)
    .sort((a, b) => a - b)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

describe('category permissions shape the tree', () => {
  test.each<[string, Plat, CategoryPermission, boolean, number[], number[]]>([
    ['the value all grants the whole tree', 'all', 'all', true, ALL_IDS, []],
    [
      'a list makes its nodes selectable and shows their ancestors disabled (女装 at level 1, 面部护理 at level 2)',
      'all',
      listed([16], [18011]),
      true,
      [16, 161, 1611, 16111, 1801, 18011, 180111, 1801111],
      [1801],
    ],
    ['a JD tree has no level-4 leaves', 'jd', 'all', true, ALL_IDS.filter((id) => id !== 16111 && id !== 1801111), []],
    ['an unvalidated user granted nothing sees the whole tree', 'all', EMPTY, false, ALL_IDS, []],
    ['an unvalidated user with a list keeps the list', 'all', listed([30]), false, [30, 301], []],
  ])('%s', (_rule, plat, permission, validated, visible, disabledIds) => {
    const forest = build(small, plat, perms(permission, validated, plat === 'jd' ? 'jd_cat_list' : 'cat_list'))
    expect(forest.status).toBe('ready')
    expect(shown(forest)).toEqual(sorted(visible))
    expect(disabled(forest)).toEqual(sorted(disabledIds))
  })

  test('the concept rankings cover levels 1 and 2, so their picker offers nothing deeper', () => {
    const forest = buildCategoryForest(small, {
      plat: 'all',
      permissions: perms('all', true),
      lang: 'zh',
      noPermissionLabel: '无权限',
      maxLevel: 2,
    })
    expect(shown(forest)).toEqual(sorted([16, 161, 1801, 18011, 18012, 30, 301]))
  })

  test.each<[string, CategoryPermission]>([
    ['an empty list', EMPTY],
    ['a list naming only categories the tree lacks', listed([99999])],
  ])('one no-permission entry that cannot be chosen: %s of a validated user', (_case, permission) => {
    const forest = build(small, 'all', perms(permission, true))
    expect(forest.status).toBe('no-permission')
    expect(forest.roots).toMatchObject([{ id: NO_PERMISSION_ID, label: '暂无权限', disabled: true }])
    expect(chooseSingle(forest, NO_PERMISSION_ID)).toBeNull()
  })

  test('the server is the authority: a node it marks only_show stays disabled even if the client list says all', () => {
    const marked = { ...small, childrenList: { ...small.childrenList, '30': { ...small.childrenList['30'], only_show: true } } }
    const forest = build(marked, 'all', perms('all'))
    expect(forest.byId.get(30)?.disabled).toBe(true)
    expect(forest.byId.get(301)?.disabled).toBe(false)
  })

  test('the level-0 groups of the zero tree head their level-1 categories and cannot be checked', () => {
    const zero: CategoryTree = {
      ...small,
      bigCategory: [900000001, 900000002],
      childrenList: {
        ...small.childrenList,
        '900000001': node(900000001, 0, 0, '服饰鞋包', [16, 30], { category_name_en: 'Apparel & Shoes' }),
        '900000002': node(900000002, 0, 0, '美妆个护', [1801]),
      },
    }
    const forest = build(zero, 'all', perms(listed([16])))
    // the beauty group has nothing the user may see, so it goes; the apparel group stays as a heading
    expect(forest.roots.map((r) => [r.id, r.nocheck, r.disabled])).toEqual([[900000001, true, false]])
    expect(forest.byId.get(16)).toMatchObject({ pId: 900000001, disabled: false, nocheck: false })
    expect(forest.byId.has(30)).toBe(false)
    expect(toggleChecked(forest, [], 900000001)).toEqual([])
    expect(chooseSingle(forest, 900000001)).toBeNull()
  })

  test('a malformed list (a cycle) does not hang the build', () => {
    const cyclic = { ...small, childrenList: { ...small.childrenList, '301': node(301, 30, 2, '衬衫', [30]) } }
    expect(shown(build(cyclic, 'all', perms('all')))).toEqual(sorted(ALL_IDS))
  })
})

describe("labels in the user's language", () => {
  test.each([
    ['en', { name: '女装', category_name_en: 'Women' }, 'Women'],
    ['en', { name: '面部护理' }, '面部护理'],
    ['en', { name: '面部护理', category_name_en: '' }, '面部护理'],
    ['zh', { name: '女装', category_name_en: 'Women' }, '女装'],
  ] as const)('%s %j → %s', (lang, raw, label) => {
    expect(categoryLabel(raw, lang)).toBe(label)
  })

  test('the closed picker names the chosen nodes it knows', () => {
    const forest = build(small, 'all', perms('all'), 'en')
    expect(labelsOf(forest, [1611, 404, 30])).toEqual(['Dresses', '男装'])
  })
})

describe('partial@growthradar.demo (server/accounts/demo-accounts.ts) on the real dataset tree', () => {
  const user = partialUser()
  const whole = datasetTree('all')
  const faceCare = idOf(whole, '面部护理')

  test.each([
    ['the client rules on the whole tree', whole],
    ["the server's answer (only_show ancestors)", serverAnswer(whole, user.cat_list)],
  ])('%s: reaches 面部护理 under the disabled 美容护肤, and nothing outside 女装 and 面部护理', (_source, tree) => {
    const forest = build(tree, 'all', user)
    expect(forest.roots.map((r) => [r.label, r.disabled])).toEqual([
      ['女装/女士精品', false],
      ['美容护肤/美体/精油', true],
    ])
    expect(forest.byId.get(faceCare)).toMatchObject({ label: '面部护理', disabled: false, pId: 1801, level: 2 })
    expect(chooseSingle(forest, faceCare)).toEqual([faceCare])
    expect(chooseSingle(forest, 1801)).toBeNull()
    // every selectable node lies under one of the two listed nodes
    const selectable = forest.order.filter((n) => !n.disabled)
    expect(selectable.every((n) => [16, faceCare].some((top) => n.id === top || ancestorIds(forest, n.id).includes(top)))).toBe(true)
    expect(forest.byId.get(1801)?.children.map((c) => c.label)).toEqual(['面部护理'])
    // and the levels below 面部护理 are reachable too
    expect(forest.order.filter((n) => ancestorIds(forest, n.id).includes(faceCare)).map((n) => n.level)).toEqual(
      expect.arrayContaining([3, 4]),
    )
  })

  test('its JD list (美容护肤 at level 1) has no level-4 node; its empty Amazon list gives the no-permission entry', () => {
    const jd = build(serverAnswer(datasetTree('jd'), user.jd_cat_list, 3), 'jd', user)
    expect(jd.roots.map((r) => r.id)).toEqual([1801])
    expect(Math.max(...jd.order.map((n) => n.level))).toBe(3)
    expect(build(datasetTree('gamazon'), 'gamazon', user).status).toBe('no-permission')
  })
})

describe('search: the tree narrows to the matches and their parents', () => {
  const forest = build(small, 'all', perms('all'), 'en')
  test.each<[string, string, number[] | null, number[]]>([
    ['a level-4 match brings its parents', '碎花', [16, 161, 1611, 16111], [16111]],
    ['two matches share a parent', '面', [1801, 18011, 180111, 1801111], [18011, 180111, 1801111]],
    ['case does not matter (English labels)', 'DRESS', [16, 161, 1611], [1611]],
    ['no match: nothing is shown', '手机', [], []],
    ['an empty query: the whole tree', '  ', null, []],
  ])('%s (%s)', (_case, query, keep, matches) => {
    const search = searchCategoryForest(forest, query)
    if (keep === null) {
      expect(search).toBeNull()
      return
    }
    expect(sorted([...(search?.keep ?? [])])).toEqual(sorted(keep))
    expect(sorted([...(search?.matches ?? [])])).toEqual(sorted(matches))
    // the rows: parents opened on the way to every match, and nothing else
    const rows = flattenCategoryForest(forest, { expanded: search?.expand ?? new Set(), search })
    expect(sorted(rows.map((r) => r.node.id))).toEqual(sorted(keep))
  })

  test('a matching parent keeps its own subtree, collapsed until opened', () => {
    const search = searchCategoryForest(forest, '面部')
    const closed = flattenCategoryForest(forest, { expanded: search?.expand ?? new Set(), search })
    expect(closed.map((r) => r.node.id)).toEqual([1801, 18011])
    const open = flattenCategoryForest(forest, { expanded: new Set([...(search?.expand ?? []), 18011]), search })
    expect(open.map((r) => r.node.id)).toEqual([1801, 18011, 180111])
  })
})

describe('the visible rows (virtualised list)', () => {
  const forest = build(small, 'all', perms('all'))
  test('collapsed: the roots; opened nodes show their children with depth, position and set size', () => {
    expect(flattenCategoryForest(forest, { expanded: new Set() }).map((r) => r.node.id)).toEqual([16, 1801, 30])
    const rows = flattenCategoryForest(forest, { expanded: new Set([1801, 18011]) })
    expect(rows.map((r) => [r.node.id, r.depth, r.expanded, r.position, r.siblings])).toEqual([
      [16, 0, false, 1, 3],
      [1801, 0, true, 2, 3],
      [18011, 1, true, 1, 2],
      [180111, 2, false, 1, 1],
      [18012, 1, false, 2, 2],
      [30, 0, false, 3, 3],
    ])
  })

  test('multiple mode: a chosen parent checks its children; its ancestors show a partial mark', () => {
    const rows = flattenCategoryForest(forest, { expanded: new Set([1801, 18011]), value: [18011], inherit: true })
    const state = Object.fromEntries(rows.map((r) => [r.node.id, r.checked ? 'checked' : r.partial ? 'partial' : '']))
    expect(state).toEqual({ 16: '', 1801: 'partial', 18011: 'checked', 180111: 'checked', 18012: '', 30: '' })
  })

  test('single mode: only the chosen node is marked', () => {
    const rows = flattenCategoryForest(forest, { expanded: new Set([1801]), value: [1801] })
    expect(rows.filter((r) => r.checked).map((r) => r.node.id)).toEqual([1801])
  })
})

describe('checking nodes of the tree', () => {
  const partial = build(small, 'all', perms(listed([16, 30], [18011])))
  test.each<[string, number[], number, number[]]>([
    ['a checked parent stands for its children (the parent covers them)', [], 16, [16]],
    ['checking a parent replaces its checked children', [1611, 30], 16, [30, 16]],
    ['unchecking a checked node', [16, 30], 16, [30]],
    ['unchecking the only child checked through its parent unchecks the parent', [18011], 180111, []],
    ['unchecking a grandchild checked through its grandparent', [16], 1611, []],
    ['checking the last unchecked child checks the parent', [], 301, [30]],
    ['a disabled node cannot be checked', [16], 1801, [16]],
  ])('%s', (_rule, value, id, expected) => {
    expect(toggleChecked(partial, value, id)).toEqual(expected)
  })

  test('uncheck inside a wider subtree: siblings along the way stay checked', () => {
    const all = build(small, 'all', perms('all'))
    // 1801 covers 18011 and 18012; unchecking 1801111 leaves 18012 (and nothing else under 18011: 面霜 has one child)
    expect(toggleChecked(all, [1801], 1801111)).toEqual([18012])
    expect(isChecked(all, [1801], 180111)).toBe(true)
    expect(isChecked(all, [18012], 180111)).toBe(false)
  })

  test.each<[string, number, number[] | null]>([
    ['a click on a disabled node does nothing', 1801, null],
    ['a selectable node becomes the value', 18011, [18011]],
    ['an unknown id does nothing', 404, null],
  ])('single mode: %s', (_rule, id, expected) => {
    expect(chooseSingle(partial, id)).toEqual(expected)
  })

  test('a value from a link is cleaned: unknown ids and ids covered by a chosen parent go', () => {
    const all = build(small, 'all', perms('all'))
    expect(normalizeChecked(all, [1611, 16, 404, 16, 30])).toEqual([16, 30])
  })
})

describe('cache: a tree frozen at 2020-11 or of the latest month is kept, any other fetched again', () => {
  test.each([
    ['a frozen 2020-11 tree is kept', CATEGORY_CACHE_FROZEN_TS, '2026-09', true],
    ['a tree of the latest month is kept', '2026-09', '2026-09', true],
    ['an older tree is fetched again', '2026-08', '2026-09', false],
    ['a newer tree than the month asked is fetched again', '2026-10', '2026-09', false],
  ])('%s', (_case, cached, latest, fresh) => {
    expect(isCachedTreeFresh(cached, latest)).toBe(fresh)
  })
})

describe('virtual window (fixed 32 px rows, 256 px viewport)', () => {
  test.each([
    ['top of a long list', 20000, 0, { start: 0, end: 12 }],
    ['scrolled to row 1000', 20000, 32000, { start: 996, end: 1012 }],
    ['near the end', 20, 400, { start: 8, end: 20 }],
    ['an empty list', 0, 0, { start: 0, end: 0 }],
  ])('%s', (_case, count, scrollTop, window) => {
    expect(visibleWindow(count, scrollTop, 256, 32, 4)).toEqual(window)
  })

  test.each([
    ['a row above the view scrolls up to it', 2, 320, 64],
    ['a row below the view scrolls down just enough', 20, 0, 416],
    ['a row in view does not scroll', 5, 64, 64],
  ])('%s', (_case, index, scrollTop, expected) => {
    expect(scrollToReveal(index, scrollTop, 256, 32)).toBe(expected)
  })

  test.each([
    ['opening on row 100 centres it', 100, 1000, 3088],
    ['a row near the top stays at the top', 1, 1000, 0],
    ['a row near the end stops at the end', 999, 1000, 31744],
  ])('%s', (_case, index, count, expected) => {
    expect(scrollToCenter(index, count, 256, 32)).toBe(expected)
  })
})

// Its time is a benchmark (npm run bench:web: ≤ 16 ms, one frame), not a timed test: a busy machine
// would fail a time limit here without anything being wrong.
test('a 20,000-node tree builds, searches and flattens every node', () => {
  const tree = syntheticTree(20000)
  const user = perms(listed([1, 2], [30]))
  const forest = build(tree, 'all', user)
  const rows = flattenCategoryForest(forest, {
    expanded: new Set(forest.order.map((n) => n.id)),
    search: searchCategoryForest(forest, '面霜'),
  })
  expect(Object.keys(tree.childrenList)).toHaveLength(20000)
  expect(rows.length).toBeGreaterThan(0)
})

describe('categoryWithinLevel: the category a ranking of a shallower reach covers (/ebay and /amazon tabs)', () => {
  const forest = (permission: CategoryPermission) => build(small, 'all', perms(permission))
  const onlyDresses: CategoryPermission = { ...EMPTY, level3: [{ cat_id: 1611, ts: '2026-01' }] }
  test('the category itself when shallow enough, else its ancestor at that level', () => {
    expect(categoryWithinLevel(forest('all'), 161, 2)).toBe(161)
    expect(categoryWithinLevel(forest('all'), 16111, 2)).toBe(161)
    expect(categoryWithinLevel(forest('all'), 16111, 3)).toBe(1611)
    expect(categoryWithinLevel(forest('all'), 16111, 1)).toBe(16)
  })
  test('nothing for an id the tree does not know, or an ancestor the user may not choose', () => {
    expect(categoryWithinLevel(forest('all'), 999, 2)).toBeUndefined()
    expect(categoryWithinLevel(forest(onlyDresses), 16111, 2)).toBeUndefined()
    expect(categoryWithinLevel(forest(onlyDresses), 16111, 3)).toBe(1611)
  })
})
