// GET /api/cats_tree?plat=: the category tree of a data source, cut to the caller's permission:
// permitted nodes and everything under them, their ancestors shown disabled (only_show), as category
// permissions say (docs/rules.md), with the sales of their permitted descendants only. plat=social is the social concepts' tree:
// Taobao/Tmall's levels 1 and 2 (the groups of /api/social), cut to social_cat_list.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { CategoryTree, Plat, TreePlat } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { maxLevelFor } from '../../src/domain/category-tree'
import { defaultCategoryId } from '../../src/domain/permissions'
import { treeSourceOf, type RankPlat } from '../analytics/catalog'
import { cutTree, permittedTreeSales, treePermission } from '../permissions/category-tree'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { MonthString } from '../http/catalog-schemas'
import { CurrencySchema } from '../http/search-schemas'
import { currencyOf } from '../../src/domain/format'

const Query = Type.Object({
  plat: StringEnum([...CATALOG_PLATFORMS, 'social']),
})

// Response schema of types/category.ts; it also serializes the answer, so every field is listed.
export const CategoryNodeSchema = Type.Object({
  category_id: Type.Integer(),
  parent_id: Type.Integer({ description: '0 for a root' }),
  is_parent: Type.Boolean(),
  chd: Type.Array(Type.Integer()),
  name: Type.String(),
  category_name_en: Type.Optional(Type.String()),
  only_show: Type.Optional(Type.Boolean({ description: 'shown but disabled: an ancestor of a permitted node' })),
  level: Type.Integer(),
  sale: Type.Number({ description: 'latest-month sales; for an only_show node the sum over its permitted descendants' }),
})
export const CategoryTreeSchema = Type.Object({
  ts: MonthString,
  bigCategory: Type.Array(Type.Integer()),
  childrenList: Type.Record(Type.String(), CategoryNodeSchema),
  choice_cat: Type.Array(Type.Integer()),
  currency: CurrencySchema,
})

/** JD's tree stops at level 3: its level-4 leaves are never offered. */
export const MAX_TREE_LEVEL: Partial<Record<TreePlat, number>> = { jd: 3, social: maxLevelFor('social') }

export async function catsTreeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/cats_tree',
    { schema: { querystring: Query, response: envelopeResponse(CategoryTreeSchema) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const asked = request.query.plat as TreePlat
      const plat: RankPlat = asked === 'social' ? 'all' : asked
      const tree = ctx.catalog.tree(treeSourceOf(plat))
      const sales = await permittedTreeSales(ctx.catalog, tree, account, asked)
      const childrenList = cutTree(tree, treePermission(account, asked), sales, MAX_TREE_LEVEL[asked])
      const bigCategory = Object.values(childrenList)
        .filter((n) => n.level === 1)
        .map((n) => n.category_id)
      // the social ranking's default is every concept ('all') or its first permitted group (social-access.ts): none is pre-chosen
      const preferred = asked === 'social' ? 0 : defaultCategoryId(plat as Plat | 'ebay', account.permissions)
      const choice = childrenList[String(preferred)] && !childrenList[String(preferred)].only_show ? [preferred] : []
      const data: CategoryTree = { ts: ctx.catalog.ts, bigCategory, childrenList, choice_cat: choice, currency: currencyOf(plat) }
      return ok(data)
    },
  )
}
