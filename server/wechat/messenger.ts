// Who delivers an alert as a WeChat subscription message (the alert job's second channel beside SMS).
// As for WeChat login, no machine here reaches WeChat: development and tests use a local stand-in
// that keeps each message in the account store (WECHAT_EXCHANGER=local, read at GET
// /sso/dev/wechat_outbox); a deployment sends through WeChat's subscribeMessage.send with the app's
// credentials and the template of WECHAT_ALERT_TEMPLATE_ID; without them the channel is off.
import type { Config } from '../config'
import type { AccountDb } from '../accounts/db'
import { wechatOutbox } from '../accounts/schema'
import { subscribeSendMessenger } from './subscribe-send'

/** What a subscription message carries: the template's fields, and the page a tap on it opens. */
export interface WechatMessage {
  accountId: number
  openid: string
  /** a mini-program page with its query, e.g. pages/detail/index?word=… */
  page: string
  data: Record<string, { value: string }>
}

export interface WechatMessenger {
  readonly name: 'wechat' | 'local' | 'off'
  /** the template the mini-program asks the user to accept; null: the channel is off */
  readonly template: string | null
  /** resolves once WeChat took the message; rejects when it did not (the alert's credit is given back) */
  send(message: WechatMessage): Promise<void>
}

/** WeChat refused for good (the user took the subscription back, or no such user): no retry, no credit back. */
export class PermanentRefusal extends Error {}

export const isPermanentRefusal = (err: unknown): boolean => err instanceof PermanentRefusal

/** The local stand-in's template id: any string the mini-program can pass to requestSubscribeMessage. */
export const LOCAL_ALERT_TEMPLATE = 'local-alert-template'

const offMessenger: WechatMessenger = {
  name: 'off',
  template: null,
  send: () => Promise.reject(new Error('WeChat messages are off')),
}

function localMessenger(db: AccountDb): WechatMessenger {
  return {
    name: 'local',
    template: LOCAL_ALERT_TEMPLATE,
    async send(m) {
      await db
        .insert(wechatOutbox)
        .values({ accountId: m.accountId, openid: m.openid, template: LOCAL_ALERT_TEMPLATE, page: m.page, data: m.data })
    },
  }
}

export function createMessenger(config: Config, db: AccountDb, log: { warn(obj: object, msg: string): void }): WechatMessenger {
  if (config.wechatExchanger === 'local') return localMessenger(db)
  if (!config.wechatAppId || !config.wechatAppSecret || !config.wechatAlertTemplate) return offMessenger
  return subscribeSendMessenger({ appId: config.wechatAppId, secret: config.wechatAppSecret, template: config.wechatAlertTemplate, log })
}
