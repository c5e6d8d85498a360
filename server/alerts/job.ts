// The alert job: for every follow that alerts, the concept's growth in the latest month
// of data — the answer /api/search gives for that follow (same resolution, permission and growth
// definition, same answer cache) — and, where it crossed the follow's threshold, one SMS to the
// account's first phone, sent once (accounts/alerts.ts claims it first). A concept that becomes new
// or breaks out alerts whatever the threshold (src/domain/alerts.ts). Run by the server's
// schedule (schedule.ts) and by `npm run alerts` (run.ts).
import type { CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { alertCrossing, type AlertCrossing } from '../../src/domain/alerts'
import { maskPhone } from '../../src/domain/mask'
import { shiftMonth } from '../../src/domain/months'
import { alertKindOf, alertRules, claimAlert, releaseAlert, type AlertRule } from '../accounts/alerts'
import { listPhones } from '../accounts/phones'
import { cached } from '../http/answer-cache'
import { searchAnswer } from '../answers/search-answers'
import { answerKey, resolveConceptFor } from '../answers/search-request'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { loggableError } from '../http/errors'
import type { SmsSender } from '../sms/sender'
import { alertText } from './alert-text'

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
  /** SMS the sender refused; claimed again by a later run */
  failed: number
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

export async function runAlerts(ctx: AppContext, sender: SmsSender, log: AlertLog): Promise<AlertRunSummary> {
  const month = ctx.catalog.ts
  const rules = await alertRules(ctx.db)
  const out: AlertRunSummary = { month, rules: rules.length, crossed: 0, sent: 0, alreadySent: 0, skipped: 0, failed: 0 }
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
    const phone = phones.get(accountId)
    if (!phone) {
      out.skipped += 1
      continue
    }
    const claim = await claimAlert(ctx.db, { rule, month, ...crossed, phone: maskPhone(phone) })
    if (claim === null) {
      out.alreadySent += 1
      continue
    }
    try {
      await sender.send({
        phone,
        purpose: 'alert',
        accountId,
        text: alertText({ word: rule.follow.word, month, ...crossed, thresholdPct: rule.thresholdPct }),
      })
      out.sent += 1
    } catch (err) {
      await releaseAlert(ctx.db, claim)
      out.failed += 1
      log.error(
        { account: accountId, phone: maskPhone(phone), sender: sender.name, error: loggableError(err as Error) },
        'alert SMS not sent; a later run tries again',
      )
    }
  }
  log.info({ ...out }, 'alert run done')
  return out
}
