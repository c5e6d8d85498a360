// Tables of the account store (PostgreSQL through drizzle). Permission lists and option lists are
// jsonb in exactly the shape /api/user answers (types/user.ts), so they are returned as stored.
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CouponModel, PermissionLists } from '../../types'
import { wechatBindings, wechatCredits, wechatLinkTickets, wechatOutbox } from './schema-wechat'

export { wechatBindings, wechatCredits, wechatLinkTickets, wechatOutbox }

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
  /** disabled when set: data calls answer -424; the text is the staff's note of why */
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable('sessions', {
  /** sha256 of the token, hex; the token itself is never stored */
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** 'web' (cookie) or 'token' (X-API-KEY: the mini-program, and narrow browsers' password login) */
  kind: text('kind').notNull(),
  /** how this session came in, LoginFrom: 'weixin_mini' or 'web' (the mini-program-only rules read it) */
  loginFrom: text('login_from').notNull().default('web'),
  /** set when this session passed the SMS login verification */
  smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }),
  /**
   * set when this session proved it holds a number on file (a setting or login code to one of the
   * account's phones): for a while after, this session may add or replace a number
   */
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  /** the WeChat user of a mini-program session that WeChat login or a link ticket opened */
  openid: text('openid'),
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

/** Phones of an account: SMS login verification and phone alerts (GET/PUT/DELETE /api/phone/setting). */
export const accountPhones = pgTable(
  'account_phones',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** unmasked 11-digit number; masked on every response */
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.accountId, t.phone)],
)

/** One SMS code; only a salted sha256 of the code is kept (state pending → used | locked | replaced | verified). */
export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  /** null: a login-page request for a number no account has (sms-codes.ts CodeKey) */
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
})

/**
 * Last send per account, purpose and number: the 60 s resend window, taken with one atomic upsert.
 * Keyed by all three, so that one account's codes never hold back another's (account_id 0: a
 * number no account has, on the login page).
 */
export const smsWindows = pgTable(
  'sms_windows',
  {
    accountId: integer('account_id').notNull(),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.purpose, t.phone] })],
)

/**
 * Wrong passwords per account name (login-backoff.ts), whatever address they came from.
 * Keyed by the normalized name, not the account id, so unknown names are held back alike and a 429
 * does not tell whether an account exists.
 */
export const loginBackoff = pgTable('login_backoff', {
  username: text('username').primaryKey(),
  /** wrong passwords since the last success (forgotten after an hour without one) */
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** no password is checked for this name before then */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

/** Messages of the default SMS sender: what a real gateway would deliver (local users read codes here). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  body: text('body').notNull(),
  accountId: integer('account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Followed concepts (GET/POST /api/marked); the word is stored with its surrounding quotes stripped. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    /** bigint: Amazon browse-node ids pass 2³¹ (migrations.ts) */
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    word: text('word').notNull(),
    /** the word as matched (follows.ts followWordKey): one follow per key, the word kept as first written */
    wordKey: text('word_key').notNull(),
    jdCat1: bigint('jd_cat1', { mode: 'number' }).notNull().default(0),
    /** The phone alert's year-on-year threshold in %; null: this follow does not alert */
    alertYoyPct: integer('alert_yoy_pct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.accountId, t.type, t.platform, t.categoryId, t.word),
    uniqueIndex('follows_word_key').on(t.accountId, t.type, t.platform, t.categoryId, t.wordKey),
  ],
)

/** Short links of saved page parameters (POST/GET /api/wxmini_params). */
export const savedLinks = pgTable(
  'saved_links',
  {
    urlId: text('url_id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha256 of the canonical params: saving the same params again returns the same url_id */
    paramsHash: text('params_hash').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.accountId, t.paramsHash)],
)

/**
 * Analytics events (POST /api/events), anonymous or with the account that sent them. Kept
 * bounded by server/accounts/client-events.ts: the newest rows up to a cap, none older than a limit.
 */
export const clientEvents = pgTable('client_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  props: jsonb('props').$type<Record<string, string>>().notNull(),
  page: text('page').notNull().default(''),
  finger: text('finger').notNull().default(''),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** the client's clock when the event happened */
  clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Phone alerts sent (server/alerts/): one row per account, concept (platform, category,
 * word as matched) and month, claimed before the SMS goes out, so each alert is sent once, across
 * runs and restarts. The phone is kept masked: the row is shown to the user, never used to send.
 */
export const phoneAlerts = pgTable(
  'phone_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    /** followWordKey of the word: the concept as matched */
    wordKey: text('word_key').notNull(),
    /** the word as the follow shows it */
    word: text('word').notNull(),
    /** the month of data whose growth crossed the threshold, YYYY-MM */
    month: text('month').notNull(),
    /** null: a concept alerted as new has no base to compare */
    yoyPct: doublePrecision('yoy_pct'),
    /** growth (the % crossed the threshold), new or breakout (src/domain/alerts.ts AlertKind) */
    kind: text('kind').notNull().default('growth'),
    thresholdPct: integer('threshold_pct').notNull(),
    /** masked; '' when the alert went out on WeChat alone */
    phone: text('phone').notNull(),
    /** where it went out: 'sms', 'wechat' or 'sms,wechat' */
    channels: text('channels').notNull().default('sms'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_alerts_once').on(t.accountId, t.platform, t.categoryId, t.wordKey, t.month)],
)

export const schema = {
  accounts,
  sessions,
  notices,
  clientErrors,
  accountPhones,
  smsCodes,
  smsWindows,
  loginBackoff,
  smsOutbox,
  follows,
  savedLinks,
  clientEvents,
  wechatBindings,
  wechatLinkTickets,
  phoneAlerts,
  wechatCredits,
  wechatOutbox,
}
