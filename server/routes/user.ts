// GET /api/user: the caller's login info (the client's login check). Logged out is a success
// with usertype 'logged_out'; -424 and -499 accounts get their error here too (the -499 phone journey and error codes, docs/rules.md).
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { CategoryPermission, LoginInfo, PermissionLists, UserType } from '../../types'
import { COUPON_MODELS } from '../../src/domain/constants'
import { maskPhone } from '../../src/domain/mask'
import type { SessionAccount } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { MonthString } from '../http/catalog-schemas'
import { checkAccount, currentAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { mayDownload } from '../permissions/downloads'
import { rankingDefaults } from '../permissions/rankings'
import type { Catalog } from '../analytics/catalog'

// Response schema of types/user.ts. It also serializes the answer (fast-json-stringify keeps only
// the properties named here), so every LoginInfo field must be listed; server/test/user.test.ts
// compares each demo account's answer with its LoginInfo field by field.
const PermissionNodeSchema = Type.Object({
  cat_id: Type.Integer(),
  ts: Type.String({ ...MonthString, description: 'month the node was granted' }),
})
const PermissionLevel = Type.Array(PermissionNodeSchema)
export const CategoryPermissionSchema = Type.Union([
  Type.Literal('all'),
  Type.Object({
    cat_id: Type.Optional(Type.Integer()),
    level1: PermissionLevel,
    level2: PermissionLevel,
    level3: PermissionLevel,
    level4: PermissionLevel,
  }),
])
const USER_TYPES: UserType[] = ['logged_out', 'analyst', 'free', 'partner', 'internal', 'mini']
export const LoginInfoSchema = Type.Object({
  username: Type.String(),
  phone: Type.String({ description: 'masked: digits 4 to 7 replaced' }),
  usertype: StringEnum(USER_TYPES),
  deadline: Type.String({ description: 'service end date, YYYY-MM-DD' }),
  nick: Type.String(),
  headimgurl: Type.String(),
  wechat_id: Type.String(),
  attribute: Type.String(),
  is_free_version: Type.Boolean(),
  is_partner: Type.Boolean(),
  partner_logo_url: Type.String(),
  partner_title: Type.String(),
  login_from: StringEnum(['weixin_mini', 'web', ''] as const),
  download: Type.Boolean(),
  version_selected: Type.Array(StringEnum(COUPON_MODELS)),
  jd_version: Type.Array(Type.String()),
  cat_list: CategoryPermissionSchema,
  jd_cat_list: CategoryPermissionSchema,
  douyin_cat_list: CategoryPermissionSchema,
  chance_cat_list: CategoryPermissionSchema,
  chance_jd_cat_list: CategoryPermissionSchema,
  ebay_cat_list: CategoryPermissionSchema,
  gamazon_cat_list: CategoryPermissionSchema,
  social_cat_list: CategoryPermissionSchema,
  is_validata_user_count: Type.Boolean(),
  ranking_defaults: Type.Optional(
    Type.Object(
      {
        all: Type.Optional(Type.Integer()),
        jd: Type.Optional(Type.Integer()),
        douyin: Type.Optional(Type.Integer()),
        tbjd: Type.Optional(Type.Integer()),
        tbjddy: Type.Optional(Type.Integer()),
        gamazon: Type.Optional(Type.Integer()),
        ebay: Type.Optional(Type.Integer()),
      },
      {
        description:
          'each platform whose rankings the account may see, with the category they open on; others are not offered for rankings',
      },
    ),
  ),
})

const EMPTY = (): CategoryPermission => ({ level1: [], level2: [], level3: [], level4: [] })

export function loggedOutInfo(): LoginInfo {
  return {
    username: '',
    phone: '',
    usertype: 'logged_out',
    deadline: '',
    nick: '',
    headimgurl: '',
    wechat_id: '',
    attribute: '',
    is_free_version: false,
    is_partner: false,
    partner_logo_url: '',
    partner_title: '',
    login_from: '',
    download: false,
    version_selected: [],
    jd_version: [],
    cat_list: EMPTY(),
    jd_cat_list: EMPTY(),
    douyin_cat_list: EMPTY(),
    chance_cat_list: EMPTY(),
    chance_jd_cat_list: EMPTY(),
    ebay_cat_list: EMPTY(),
    gamazon_cat_list: EMPTY(),
    social_cat_list: EMPTY(),
    is_validata_user_count: false,
  }
}

/** The login info as this session sees it: login_from is the session's (web or mini-program). */
export function loginInfoOf(a: SessionAccount, catalog: Pick<Catalog, 'tree'>): LoginInfo {
  const p: PermissionLists = a.permissions
  return {
    username: a.username,
    phone: maskPhone(a.phone),
    usertype: a.usertype as LoginInfo['usertype'],
    deadline: a.deadline,
    nick: a.nick,
    headimgurl: a.headimgurl,
    wechat_id: a.wechatId,
    attribute: a.attribute,
    is_free_version: a.isFreeVersion,
    is_partner: a.isPartner,
    partner_logo_url: a.partnerLogoUrl,
    partner_title: a.partnerTitle,
    login_from: a.sessionLoginFrom,
    // a mini-program session has no downloads whatever the account's version (the server refuses them)
    download: mayDownload(a),
    version_selected: a.versionSelected,
    jd_version: a.jdVersion,
    cat_list: p.cat_list,
    jd_cat_list: p.jd_cat_list,
    douyin_cat_list: p.douyin_cat_list,
    chance_cat_list: p.chance_cat_list,
    chance_jd_cat_list: p.chance_jd_cat_list,
    ebay_cat_list: p.ebay_cat_list,
    gamazon_cat_list: p.gamazon_cat_list,
    social_cat_list: p.social_cat_list,
    is_validata_user_count: p.is_validata_user_count,
    ranking_defaults: rankingDefaults(catalog, a),
  }
}

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/user', { schema: { querystring: Type.Object({}), response: envelopeResponse(LoginInfoSchema) } }, async (request) => {
    const account = await currentAccount(ctx.db, request)
    if (!account) return ok(loggedOutInfo())
    return ok(loginInfoOf(checkAccount(account), ctx.catalog))
  })
}
