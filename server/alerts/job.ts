// The alert job: for every follow that alerts, the concept's growth in the latest month
// of data — the answer /api/search gives for that follow (same resolution, permission and growth
// definition, same answer cache) — and, where it crossed the follow's threshold, one SMS to the
// account's first phone and, where the user accepted WeChat's subscription in the mini-program, one
// WeChat message, sent once (accounts/alerts.ts claims it first). A concept that becomes new
// or breaks out alerts whatever the threshold (src/domain/alerts.ts). Run by the server's
// schedule (schedule.ts) and by `npm run alerts` (run.ts).
import type { CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { alertCrossing, type AlertCrossing } from '../../src/domain/alerts'
import { maskPhone } from '../../src/domain/mask'
import { shiftMonth } from '../../src/domain/months'
import { alertKindOf, alertRules, claimAlert, releaseAlert, setAlertChannels, type AlertRule } from '../accounts/alerts'
import { dropWechatCredits, hasWechatCredit, returnWechatCredit, takeWechatCredit } from '../accounts/wechat-credits'
import { isPermanentRefusal, type WechatMessenger } from '../wechat/messenger'
import { listPhones } from '../accounts/phones'
import { cached } from '../answers/answer-cache'
import { searchAnswer } from '../answers/search-answers'
import { answerKey, resolveConceptFor } from '../answers/search-request'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { loggableError } from '../text/loggable-error'
import type { SmsSender } from '../sms/sender'
import { alertMessageData, alertText } from './alert-text'

export interface AlertLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface AlertRunSummary {
  month: string
  /** follows that alert */
  rules: number
  /** of them, crossing their threshold this month */
  crossed: number
  /** SMS sent by this run */
  sent: number
  /** crossed, but sent before (an earlier run, another server) */
  alreadySent: number
  /** rules that could not be checked (a permission lost, a platform without sales) or accounts without a phone */
  skipped: number
  /** SMS the sender refused; claimed again by a later run unless the alert reached WeChat */
  failed: number
  /** WeChat subscription messages sent by this run (each spends one of the user's acceptances) */
  wechat: number
}

/** Every follow platform is searched today (eBay too); a stored value from elsewhere is skipped. */
function isSalesPlat(platform: string): platform is CatalogPlat {
  return (CATALOG_PLATFORMS as readonly string[]).includes(platform)
}

/**
 * What the follow's growth in `month`, as /api/search answers it, alerts as, or null where it does
 * not alert. A concept alerted last month as new (or breakout) that still is stays quiet.
 */
async function crossing(ctx: AppContext, rule: AlertRule, month: string): Promise<AlertCrossing | null> {
  const f = rule.follow
  if (!isSalesPlat(f.platform)) return null
  const r = resolveConceptFor(ctx, rule.account, 'zh', {
    word: f.word,
    plat: f.platform,
    cid: f.categoryId ? String(f.categoryId) : undefined,
    ts: month,
  })
  const { summary } = await cached(answerKey('search', r), () => searchAnswer(r))
  const previous = summary.label ? await alertKindOf(ctx.db, rule, shiftMonth(month, -1)) : null
  return alertCrossing(summary, rule.thresholdPct, r.minItems, previous)
}

/** The detail page a WeChat message opens: the follow's concept in the month that alerted. */
function detailPage(rule: AlertRule, month: string): string {
  const f = rule.follow
  const query = new URLSearchParams({ word: f.word, plat: f.platform, ...(f.categoryId ? { cid: String(f.categoryId) } : {}), ts: month })
  return `pages/detail/index?${query}`
}

const NO_WECHAT: WechatMessenger = { name: 'off', template: null, send: () => Promise.resolve() }

export async function runAlerts(
  ctx: AppContext,
  sender: SmsSender,
  log: AlertLog,
  messenger: WechatMessenger = NO_WECHAT,
): Promise<AlertRunSummary> {
  const month = ctx.catalog.ts
  const rules = await alertRules(ctx.db)
  const out: AlertRunSummary = { month, rules: rules.length, crossed: 0, sent: 0, alreadySent: 0, skipped: 0, failed: 0, wechat: 0 }
  const phones = new Map<number, string | null>()
  for (const rule of rules) {
    const accountId = rule.account.id
    let crossed: AlertCrossing | null
    try {
      crossed = await crossing(ctx, rule, month)
    } catch (err) {
      // the follow's category left the caller's permission or the tree: it cannot alert now
      if (!(err instanceof DomainError)) throw err
      out.skipped += 1
      log.warn({ account: accountId, follow: rule.follow.id, reason: err.message }, 'alert rule skipped')
      continue
    }
    if (crossed === null) continue
    out.crossed += 1
    if (!phones.has(accountId)) phones.set(accountId, (await listPhones(ctx.db, accountId))[0]?.phone ?? null)
    const phone = phones.get(accountId) ?? null
    const template = messenger.template
    const canWechat = template !== null && (await hasWechatCredit(ctx.db, accountId, template))
    if (!phone && !canWechat) {
      out.skipped += 1
      continue
    }
    const alert = { word: rule.follow.word, month, ...crossed, thresholdPct: rule.thresholdPct }
    const claim = await claimAlert(ctx.db, { rule, month, ...crossed, phone: phone ? maskPhone(phone) : '' })
    if (claim === null) {
      out.alreadySent += 1
      continue
    }
    const channels: string[] = []
    if (phone) {
      try {
        await sender.send({ phone, purpose: 'alert', accountId, text: alertText(alert) })
        channels.push('sms')
        out.sent += 1
      } catch (err) {
        out.failed += 1
        log.error(
          { account: accountId, phone: maskPhone(phone), sender: sender.name, error: loggableError(err as Error) },
          'alert SMS not sent (a later run tries again unless the alert reached WeChat)',
        )
      }
    }
    // the acceptance is spent before the send, so that two runs cannot spend one twice
    const openid = template ? await takeWechatCredit(ctx.db, accountId, template) : null
    if (openid && template) {
      try {
        await messenger.send({ accountId, openid, page: detailPage(rule, month), data: alertMessageData(alert) })
        channels.push('wechat')
        out.wechat += 1
      } catch (err) {
        // the user took the subscription back: no more to that user; otherwise the acceptance stands
        const key = { accountId, openid, template }
        await (isPermanentRefusal(err) ? dropWechatCredits(ctx.db, key) : returnWechatCredit(ctx.db, key))
        log.error({ account: accountId, messenger: messenger.name, error: loggableError(err as Error) }, 'alert WeChat message not sent')
      }
    }
    // nothing went out: a later run claims it again
    if (channels.length === 0) await releaseAlert(ctx.db, claim)
    else await setAlertChannels(ctx.db, claim, channels)
  }
  log.info({ ...out }, 'alert run done')
  return out
}
