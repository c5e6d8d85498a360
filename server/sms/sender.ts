// Who delivers SMS: verification codes and phone alerts. The interface is the seam for
// a real gateway; the default (and only one shipped) writes each message to the account store's
// sms_outbox table and logs a line without the text or the number, so codes never reach log files. Outside production the line says where a local user reads
// the code: GET /sso/dev/outbox (see routes/sms-dev-outbox.ts).
import { maskPhone } from '../../src/domain/mask'
import type { AccountDb } from '../accounts/db'
import type { SmsSenderName } from '../config'
import { smsOutbox } from '../accounts/schema'
import { SMS_CODE_TTL_S, type SmsPurpose } from '../accounts/sms-codes'

/** What a message is for: a verification code, or a phone alert (server/alerts/). */
export type SmsKind = SmsPurpose | 'alert'

export interface SmsMessage {
  /** unmasked 11-digit number */
  phone: string
  purpose: SmsKind
  /** the whole text, e.g. smsText(code) */
  text: string
  /** null: a login-page code to a number no account has yet */
  accountId: number | null
}

export interface SmsSender {
  readonly name: string
  /** resolves once the message is handed over; rejects when it could not be (the code is then void) */
  send(message: SmsMessage): Promise<void>
}

interface Log {
  info(obj: object, msg: string): void
}

export function smsText(code: string): string {
  const minutes = SMS_CODE_TTL_S / 60
  return `【Growth Radar】验证码 ${code}，${minutes} 分钟内有效，请勿告诉他人。Your Growth Radar code is ${code} (valid ${minutes} min).`
}

export interface OutboxOptions {
  /** outside production the log line tells a local user how to read the code */
  devHint: string | null
}

export function outboxSender(db: AccountDb, log: Log, options: OutboxOptions): SmsSender {
  return {
    name: 'outbox',
    async send(m) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ phone: m.phone, purpose: m.purpose, body: m.text, accountId: m.accountId })
        .returning({ id: smsOutbox.id })
      const fields = { outbox_id: row.id, phone: maskPhone(m.phone), purpose: m.purpose }
      log.info(
        fields,
        options.devHint && m.purpose !== 'alert'
          ? `SMS code queued in the outbox; read it at ${options.devHint} (development only)`
          : 'SMS queued in the outbox',
      )
    },
  }
}

/**
 * What a production start says when its SMS sender delivers to no phone: the outbox only stores the
 * messages, so SMS sign-in, phone verification and phone alerts cannot complete until a gateway
 * implements SmsSender. null where that is not the case (outside production the outbox page reads them).
 */
export function smsSenderWarning(production: boolean, name: SmsSenderName): string | null {
  if (!production || name !== 'outbox') return null
  return (
    'WARNING: SMS_SENDER is "outbox": SMS codes and alerts are only stored in the account store (sms_outbox), no phone receives them, ' +
    'so SMS sign-in and phone verification cannot complete. Plug a gateway into the SmsSender seam (server/sms/sender.ts, docs/deploy.md "SMS").'
  )
}

/** The sender Config.smsSender names (config.ts refuses an unknown name); only 'outbox' exists today. */
export function createSmsSender(db: AccountDb, log: Log, name: SmsSenderName, devHint: string | null): SmsSender {
  switch (name) {
    case 'outbox':
      return outboxSender(db, log, { devHint })
  }
}
