// -403 for social_cat_list (category permissions, docs/rules.md): the check of the social routes (answers/social-access.ts, permissions/social.ts)
// run in-process on the real Taobao tree of the dataset generator, with a partial list like the
// partial user's (over HTTP with partial@growthradar.demo: social-permission-http.test.ts).
import type { CategoryPermission, PermissionLists } from '../../types'
import type { Account } from '../accounts/sessions'
import type { CategoryRecord } from '../analytics/catalog'
import type { AppContext } from '../context'
import { buildTree, findChildId } from '../dataset/tree'
import { DEFAULT_SEED } from '../dataset/sizes'
import { DomainError } from '../domain-error'
import { socialCategory } from '../answers/social-access'

function taobaoTree(): Map<number, CategoryRecord> {
  const tree = new Map<number, CategoryRecord>()
  for (const r of buildTree('all', DEFAULT_SEED).rows) {
    tree.set(r.category_id, {
      id: r.category_id,
      parentId: r.parent_id,
      level: r.level,
      name: r.name,
      nameEn: r.name_en,
      isParent: r.is_parent === 1,
      family: r.family,
      path: r.path,
      children: [],
    })
  }
  for (const n of tree.values()) if (n.parentId) tree.get(n.parentId)?.children.push(n.id)
  return tree
}

const tree = taobaoTree()
const ctx = { catalog: { tree: () => tree } } as unknown as AppContext
const faceCare = findChildId('all', DEFAULT_SEED, 1801, '面部护理')
const EMPTY: CategoryPermission = { level1: [], level2: [], level3: [], level4: [] }

function accountWith(social: CategoryPermission): Account {
  return { permissions: { social_cat_list: social } as PermissionLists } as Account
}

function code(fn: () => unknown): number | null {
  try {
    fn()
    return null
  } catch (err) {
    return err instanceof DomainError ? err.code : -1
  }
}

const partial = accountWith({
  cat_id: 16,
  level1: [{ cat_id: 16, ts: '2025-07' }],
  level2: [{ cat_id: faceCare, ts: '2025-07' }],
  level3: [],
  level4: [],
})

test.each([
  ['inside: level 1 listed', 16, null],
  ['inside: a listed level 2', faceCare, null],
  ['inside: a level 2 under a listed level 1', tree.get(16)?.children[0] as number, null],
  ['outside: 1801 (only its child is listed)', 1801, -403],
  ['outside: 男装 (30)', 30, -403],
  ['unknown id', 999, -400],
])('partial social list: %s → %s', (_name, cid, expected) => {
  expect(code(() => socialCategory(ctx, partial, cid))).toBe(expected)
})

test('defaults: every word for an "all" list, the first listed category for a partial one, -403 for an empty one', () => {
  expect(socialCategory(ctx, accountWith('all'), undefined)).toEqual({ cid: 0, name: '' })
  expect(socialCategory(ctx, partial, undefined)).toEqual({ cid: 16, name: '女装/女士精品' })
  expect(code(() => socialCategory(ctx, accountWith(EMPTY), undefined))).toBe(-403)
  expect(code(() => socialCategory(ctx, accountWith(EMPTY), 16))).toBe(-403)
})
