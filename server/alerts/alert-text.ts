// The text of a phone alert SMS, in both languages as the code SMS is (sms/sender.ts smsText): the
// job runs for no request, so it has no language to choose.
import type { AlertKind } from '../../src/domain/alerts'

export interface AlertTextInput {
  word: string
  month: string
  kind: AlertKind
  /** null for a new concept */
  yoyPct: number | null
  thresholdPct: number
}

export function alertText(a: AlertTextInput): string {
  const yoy = `+${a.yoyPct}%`
  if (a.kind === 'new') {
    return (
      `【Growth Radar】提醒：“${a.word}”${a.month} 成为新品（去年同期没有销售额），超过您设置的 ${a.thresholdPct}%（新品超过任何阈值）。` +
      `Alert: "${a.word}" is new in ${a.month} (no sales a year earlier), past your ${a.thresholdPct}% threshold (a new concept passes every threshold).`
    )
  }
  if (a.kind === 'breakout') {
    return (
      `【Growth Radar】提醒：“${a.word}”${a.month} 爆发，销售额同比增长 ${yoy}，超过您设置的 ${a.thresholdPct}%（爆发超过任何阈值）。` +
      `Alert: "${a.word}" broke out in ${a.month}: sales up ${yoy} year on year, past your ${a.thresholdPct}% threshold (a breakout passes every threshold).`
    )
  }
  return (
    `【Growth Radar】提醒：“${a.word}”${a.month} 销售额同比增长 ${yoy}，达到您设置的 ${a.thresholdPct}%。` +
    `Alert: "${a.word}" sales grew ${yoy} year on year in ${a.month}, past your ${a.thresholdPct}% threshold.`
  )
}

/**
 * The fields of the alert's subscription message (the template the mini-program's console gives:
 * the concept, what happened, the month, a note), each within WeChat's 20 characters of a thing.
 */
export function alertMessageData(a: AlertTextInput): Record<string, { value: string }> {
  const cut = (s: string) => (Array.from(s).length > 20 ? `${Array.from(s).slice(0, 19).join('')}…` : s)
  const what =
    a.kind === 'new' ? '成为新品（去年同期无销售）' : a.kind === 'breakout' ? `爆发，同比 +${a.yoyPct}%` : `销售额同比 +${a.yoyPct}%`
  return {
    thing1: { value: cut(a.word) },
    thing2: { value: cut(what) },
    thing3: { value: a.month },
    thing4: { value: cut(`达到您设置的 ${a.thresholdPct}% 提醒`) },
  }
}
