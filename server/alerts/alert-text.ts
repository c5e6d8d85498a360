// The text of a phone alert SMS, in both languages as the code SMS is (sms/sender.ts smsText): the
// job runs for no request, so it has no language to choose.
export interface AlertTextInput {
  word: string
  month: string
  yoyPct: number
  thresholdPct: number
}

export function alertText(a: AlertTextInput): string {
  const yoy = `+${a.yoyPct}%`
  return `【Growth Radar】提醒：“${a.word}”${a.month} 销售额同比增长 ${yoy}，达到您设置的 ${a.thresholdPct}%。` +
    `Alert: "${a.word}" sales grew ${yoy} year on year in ${a.month}, past your ${a.thresholdPct}% threshold.`
}
