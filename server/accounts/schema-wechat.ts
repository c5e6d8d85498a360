// The account store's WeChat tables (PostgreSQL through drizzle): the WeChat users linked to
// accounts, the tickets that link them, and the alert notices they accepted and were sent.
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts } from './schema'

/**
 * A WeChat user (the mini-program's openid) linked to an account: WeChat login
 * signs this account in. One account per openid; an account may be linked from several WeChat users.
 */
export const wechatBindings = pgTable('wechat_bindings', {
  openid: text('openid').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A WeChat login whose openid has no account yet: the ticket (only its sha256 kept) lets the next
 * password or phone-code login of the mini-program link that openid, once, within a few minutes.
 */
export const wechatLinkTickets = pgTable('wechat_link_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  openid: text('openid').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * WeChat subscription messages an account's WeChat user may still be sent, per template: WeChat
 * allows one message per acceptance of requestSubscribeMessage (a one-time subscription), so each
 * acceptance is a credit of the WeChat user who accepted.
 */
export const wechatCredits = pgTable(
  'wechat_credits',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    openid: text('openid').notNull(),
    template: text('template').notNull(),
    credits: integer('credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.openid, t.template] })],
)

/** Messages of the local WeChat sender: what WeChat would deliver (development and tests read them). */
export const wechatOutbox = pgTable('wechat_outbox', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id'),
  openid: text('openid').notNull(),
  template: text('template').notNull(),
  page: text('page').notNull(),
  data: jsonb('data').$type<Record<string, { value: string }>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
