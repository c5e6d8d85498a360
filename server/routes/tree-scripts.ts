// The category-tree scripts (the client loads them as plain scripts that define bigCategory,
// childrenList and choice_cat): GET /static/tree/{all,jd,gamazon,douyin,zero}.js?ts=YYYY-MM. The content is
// the caller's permitted tree (as GET /api/cats_tree), so it is cached privately: versioned by
// ts (max-age when ts is the current month, revalidate otherwise), with an ETag and 304.
// A script cannot read an envelope, so errors are scripts too (HTTP 200, empty tree plus the
// envelope under self.grCategoryTrees[name]); the browser would not run a non-2xx script.
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { CategoryNode, Plat, TreeScriptName } from '../../types'
import { defaultCategoryId } from '../../src/domain/permissions'
import type { Account } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { MonthString } from '../http/catalog-schemas'
import { cutTree, permittedTreeSales, treePermission } from '../permissions/category-tree'

const FILES = ['all.js', 'jd.js', 'gamazon.js', 'douyin.js', 'zero.js'] as const
const Params = Type.Object({ file: StringEnum(FILES) })
const Query = Type.Object({ ts: Type.Optional(MonthString) })

/** Level-0 groups of the zero-level tree: industries over Taobao/Tmall's level-1 categories. */
const ZERO_GROUPS: { id: number; name: string; en: string; families: string[] }[] = [
  { id: 900000001, name: '服饰鞋包', en: 'Apparel & Shoes', families: ['women', 'men', 'shoes'] },
  { id: 900000002, name: '美妆个护', en: 'Beauty & Personal Care', families: ['skincare', 'makeup'] },
  { id: 900000003, name: '食品饮料', en: 'Food & Drinks', families: ['snacks', 'drinks'] },
  { id: 900000004, name: '家居生活', en: 'Home & Living', families: ['kitchen', 'bedding'] },
  { id: 900000005, name: '运动户外', en: 'Sports & Outdoors', families: ['sportswear', 'outdoor'] },
  { id: 900000006, name: '母婴', en: 'Mother & Baby', families: ['kids'] },
  { id: 900000007, name: '数码', en: 'Electronics', families: ['gadgets'] },
]
const OTHER_GROUP = { id: 900000099, name: '其他', en: 'Other', families: [] as string[] }
/** JD's tree stops at level 3: its level-4 leaves are left out. */
const MAX_LEVEL: Record<TreeScriptName, number> = { all: 4, jd: 3, gamazon: 4, douyin: 4, zero: 4 }

interface TreeData {
  ts: string
  bigCategory: number[]
  childrenList: Record<string, CategoryNode>
  choice_cat: number[]
}

async function treeFor(ctx: AppContext, account: Account, name: TreeScriptName): Promise<TreeData> {
  const plat: Plat = name === 'zero' ? 'all' : name
  const tree = ctx.catalog.tree(plat)
  const childrenList = cutTree(
    tree,
    treePermission(account, plat),
    await permittedTreeSales(ctx.catalog, tree, account, plat),
    MAX_LEVEL[name],
  )
  let bigCategory = Object.values(childrenList)
    .filter((n) => n.level === 1)
    .map((n) => n.category_id)
  const preferred = defaultCategoryId(plat, account.permissions)
  const choice = childrenList[String(preferred)] && !childrenList[String(preferred)].only_show ? [preferred] : []
  if (name === 'zero') {
    // a level-0 node above each industry's level-1 categories (a heading, never checkable: nocheck)
    const zero: number[] = []
    for (const group of [...ZERO_GROUPS, OTHER_GROUP]) {
      const chd = bigCategory.filter((id) => {
        const family = tree.get(id)?.family ?? ''
        return group === OTHER_GROUP ? !ZERO_GROUPS.some((g) => g.families.includes(family)) : group.families.includes(family)
      })
      if (!chd.length) continue
      for (const id of chd) childrenList[String(id)] = { ...childrenList[String(id)], parent_id: group.id }
      childrenList[String(group.id)] = {
        category_id: group.id,
        parent_id: 0,
        is_parent: true,
        chd,
        name: group.name,
        category_name_en: group.en,
        level: 0,
        sale: chd.reduce((s, id) => s + childrenList[String(id)].sale, 0),
      }
      zero.push(group.id)
    }
    bigCategory = zero
  }
  return { ts: ctx.catalog.ts, bigCategory, childrenList, choice_cat: choice }
}

// JSON is valid JavaScript except for U+2028/U+2029 in older engines; escape them (and '<' so the
// text can never close a surrounding <script> if inlined)
function js(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029<]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export function treeScript(name: TreeScriptName, data: TreeData, error?: { code: number; msg: unknown }): string {
  const envelope = error
    ? `{status:"error",error_code:${error.code},error_msg:${js(error.msg)},data:null}`
    : `{status:"ok",error_code:0,error_msg:"",data:{ts:${js(data.ts)},bigCategory:bigCategory,childrenList:childrenList,choice_cat:choice_cat}}`
  return (
    `/* Growth Radar category tree "${name}" ${data.ts} */\n` +
    `var bigCategory = ${js(data.bigCategory)};\n` +
    `var childrenList = ${js(data.childrenList)};\n` +
    `var choice_cat = ${js(data.choice_cat)};\n` +
    `(self.grCategoryTrees = self.grCategoryTrees || {})[${js(name)}] = ${envelope};\n`
  )
}

function sendScript(reply: FastifyReply, body: string, cacheControl: string) {
  return reply
    .status(200)
    .type('application/javascript; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie, X-API-KEY')
    .send(body)
}

export async function treeScriptRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
    '/static/tree/:file',
    { schema: { params: Params, querystring: Query } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.js$/, '') as TreeScriptName
      let account: Account
      try {
        account = await requireAccount(ctx.db, request)
      } catch (err) {
        if (!(err instanceof ApiError)) throw err
        const empty = { ts: ctx.catalog.ts, bigCategory: [], childrenList: {}, choice_cat: [] }
        return sendScript(reply, treeScript(name, empty, { code: err.code, msg: err.msg }), 'no-store')
      }
      const body = treeScript(name, await treeFor(ctx, account, name))
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
      // the current month's tree only changes with the data: cache it; another ts revalidates
      const cacheControl = request.query.ts === ctx.catalog.ts ? 'private, max-age=86400' : 'private, no-cache'
      reply.header('etag', etag)
      const match = String(request.headers['if-none-match'] ?? '')
        .split(',')
        .map((s) => s.trim().replace(/^W\//, ''))
      if (match.includes(etag) || match.includes('*')) {
        return reply.status(304).header('cache-control', cacheControl).header('vary', 'Cookie, X-API-KEY').send()
      }
      return sendScript(reply, body, cacheControl)
    },
  )
}
