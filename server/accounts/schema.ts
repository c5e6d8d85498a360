// Tables of the account store (PostgreSQL through drizzle). Permission lists and option lists are
// jsonb in the exact SPEC §3 shape, so /api/user returns them as stored.
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { CouponModel, PermissionLists } from '../../types'

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt of the password with passwordSalt, hex */
  passwordHash: text('password_hash').notNull(),
  passwordSalt: text('password_salt').notNull(),
  /** unmasked; masked on every response */
  phone: text('phone').notNull().default(''),
  usertype: text('usertype').notNull(),
  deadline: text('deadline').notNull().default(''),
  nick: text('nick').notNull().default(''),
  headimgurl: text('headimgurl').notNull().default(''),
  wechatId: text('wechat_id').notNull().default(''),
  attribute: text('attribute').notNull().default(''),
  isFreeVersion: boolean('is_free_version').notNull().default(false),
  isPartner: boolean('is_partner').notNull().default(false),
  partnerLogoUrl: text('partner_logo_url').notNull().default(''),
  partnerTitle: text('partner_title').notNull().default(''),
  loginFrom: text('login_from').notNull().default('web'),
  download: boolean('download').notNull().default(true),
  versionSelected: jsonb('version_selected').$type<CouponModel[]>().notNull(),
  jdVersion: jsonb('jd_version').$type<string[]>().notNull(),
  permissions: jsonb('permissions').$type<PermissionLists>().notNull(),
  /** SMS verification pending: data calls answer -499 */
  smsRequired: boolean('sms_required').notNull().default(false),
  /** disabled: data calls answer -424 with this message */
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable('sessions', {
  /** sha256 of the token, hex; the token itself is never stored */
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** 'web' (cookie) or 'token' (mini-program X-API-KEY) */
  kind: text('kind').notNull(),
})

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  errorUrl: text('error_url').notNull(),
  ua: text('ua').notNull(),
  tab: text('tab').notNull(),
  browserFinger: text('browser_finger').notNull(),
  message: text('message').notNull().default(''),
  accountId: integer('account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const schema = { accounts, sessions, notices, clientErrors }
