// The category tree a caller is shown (category permissions, docs/rules.md): the nodes their list grants with everything under
// them, and the ancestors of those nodes marked only_show. Every node's sales figure counts only
// the sales the caller may see: on a combined platform (tbjd, tbjddy) each source's share is held
// to that source's own list as well as the combined one, exactly as rankings and search cut it, so
// a tree can never reveal a figure the search of the same category refuses.
import type { CategoryNode, CategoryPermission, TreePlat } from '../../types'
import { isCategoryAllowed, permissionKeyFor, permittedIds, type PermissionSource } from '../../src/domain/permissions'
import type { Catalog, CategoryRecord, RankPlat } from '../analytics/catalog'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import type { Grantee } from './categories'

/** The list that decides which nodes of the tree are shown. */
export function treePermission(account: Grantee, asked: TreePlat): CategoryPermission {
  return account.permissions[permissionKeyFor(asked)]
}

/**
 * Latest-month sales per node (every level) of the caller's visible share: a leaf's sales of a
 * source count when the tree's list grants the leaf and so does that source's own list. The social
 * tree carries Taobao/Tmall's figures, so they are held to the Taobao/Tmall list.
 */
export async function permittedTreeSales(
  catalog: Pick<Catalog, 'leafSales'>,
  tree: Map<number, CategoryRecord>,
  account: Grantee,
  asked: TreePlat,
): Promise<Map<number, number>> {
  const plat: RankPlat = asked === 'social' ? 'all' : asked
  const governing = treePermission(account, asked)
  const out = new Map<number, number>()
  for (const source of RANKING_PLATFORMS[plat]) {
    const own = source === asked ? null : account.permissions[permissionKeyFor(source as PermissionSource)]
    for (const [id, sale] of await catalog.leafSales(source)) {
      const leaf = tree.get(id)
      if (!leaf || !isCategoryAllowed(governing, leaf.path)) continue
      if (own !== null && !isCategoryAllowed(own, leaf.path)) continue
      for (const node of leaf.path) out.set(node, (out.get(node) ?? 0) + sale)
    }
  }
  return out
}

/** The visible nodes of tree as the answer carries them (sales: permittedTreeSales). */
export function cutTree(
  tree: Map<number, CategoryRecord>,
  permission: CategoryPermission,
  sales: Map<number, number>,
  maxLevel = 4,
): Record<string, CategoryNode> {
  const ids = permittedIds(permission)
  const visible = new Map<number, boolean>() // id → only_show
  for (const node of tree.values()) {
    if (node.level > maxLevel) continue
    if (isCategoryAllowed(permission, node.path)) visible.set(node.id, false)
    else if (ids !== 'all' && [...ids].some((id) => tree.get(id)?.path.includes(node.id))) visible.set(node.id, true)
  }
  const out: Record<string, CategoryNode> = {}
  for (const [id, onlyShow] of visible) {
    const node = tree.get(id) as CategoryRecord
    const chd = node.children.filter((c) => visible.has(c))
    out[String(id)] = {
      category_id: id,
      parent_id: node.parentId,
      is_parent: chd.length > 0,
      chd,
      name: node.name,
      category_name_en: node.nameEn,
      ...(onlyShow ? { only_show: true } : {}),
      level: node.level,
      sale: sales.get(id) ?? 0,
    }
  }
  return out
}
