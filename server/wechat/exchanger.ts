// Who turns a mini-program login code (wx.login) into the WeChat user's openid. The server never
// sees a WeChat user otherwise: the code is the proof, and only WeChat's jscode2session can redeem
// it. No machine here reaches WeChat, so development and tests choose a local stand-in explicitly
// (WECHAT_EXCHANGER=local); config.ts refuses it in production, and createExchanger checks again.
import type { Config } from '../config'
import { jscode2sessionExchanger } from './jscode2session'
import { localExchanger } from './local-exchanger'

export type Exchange =
  | { ok: true; openid: string }
  /** invalid: WeChat does not know the code or it was used (the client asks wx.login again); unavailable: WeChat did not answer usably */
  | { ok: false; reason: 'invalid' | 'unavailable' | 'off' }

export interface WechatExchanger {
  readonly name: 'wechat' | 'local' | 'off'
  /** Never logs or keeps the code, the secret or WeChat's session_key. */
  exchange(code: string): Promise<Exchange>
}

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** WeChat login with the credentials missing: every exchange answers 'off', which the route turns into a clear refusal. */
const offExchanger: WechatExchanger = { name: 'off', exchange: async () => ({ ok: false, reason: 'off' }) }

/** The exchanger Config names, saying at start-up which one is in use (and why WeChat login may be off). */
export function createExchanger(config: Config, log: Log): WechatExchanger {
  if (config.wechatExchanger === 'local') {
    if (config.production) throw new Error('the local WeChat exchanger cannot run with NODE_ENV=production')
    log.warn(
      { exchanger: 'local' },
      'WeChat login uses the LOCAL exchanger (WECHAT_EXCHANGER=local): any code from WeChat DevTools signs in as the demo account; development and tests only',
    )
    return localExchanger()
  }
  if (!config.wechatAppId || !config.wechatAppSecret) {
    log.info(
      { exchanger: 'off' },
      'WeChat login is off: set WECHAT_APP_ID and WECHAT_APP_SECRET, or WECHAT_EXCHANGER=local for development',
    )
    return offExchanger
  }
  log.info({ exchanger: 'wechat', appid: config.wechatAppId }, 'WeChat login exchanges codes with api.weixin.qq.com')
  return jscode2sessionExchanger({ appId: config.wechatAppId, secret: config.wechatAppSecret, log })
}
