// The development stand-in for WeChat's jscode2session (WECHAT_EXCHANGER=local; refused in
// production). WeChat DevTools and the tests' wx stand-in hand out codes WeChat alone could redeem,
// so the rules here are our own:
// * `local-<name>` and `local-<name>_<anything>` are the WeChat user `local-<name>` (tests make as
//   many users as they need, and a user as many codes);
// * any other code is the developer's own WeChat user, LOCAL_DEMO_OPENID, linked at start-up to the
//   mini-program demo account — so `npm start` + DevTools signs in with one tap;
// * as with WeChat, a code works once (errcode 40163): a second use is refused as invalid.
import { LOCAL_DEMO_OPENID } from '../accounts/wechat-links'
import type { WechatExchanger } from './exchanger'

/** WeChat's codes are valid for five minutes; a used code is remembered as long. */
const CODE_LIFE_MS = 5 * 60 * 1000
const NAMED = /^(local-[A-Za-z0-9-]{1,60})(?:_[A-Za-z0-9_-]*)?$/

export function localExchanger(now: () => number = Date.now): WechatExchanger {
  const used = new Map<string, number>()
  return {
    name: 'local',
    async exchange(code) {
      const t = now()
      for (const [c, at] of used) if (t - at > CODE_LIFE_MS) used.delete(c)
      if (used.has(code)) return { ok: false, reason: 'invalid' }
      used.set(code, t)
      return { ok: true, openid: NAMED.exec(code)?.[1] ?? LOCAL_DEMO_OPENID }
    },
  }
}
