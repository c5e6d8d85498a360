// The words of the freshness notes, in both languages. They live with the notes rather than in the
// app's dictionaries, which the mini-program carries whole in its main package: a package whose
// screens show no note carries none of these words.
// The type makes a missing translation a type error.
import type { Lang } from '../../domain/constants'
import type { MonthStatus } from '../../../types'

interface FreshnessText {
  /** "figures of <month>" */
  covers: (month: string) => string
  /** "updated <date time>" (Asia/Shanghai) */
  updated: (at: string) => string
  /** the short tag of a month that is not final */
  tag: Record<Exclude<MonthStatus, 'complete'>, string>
  /** what a tag means, for the month shown */
  explain: Record<Exclude<MonthStatus, 'complete'>, (month: string) => string>
}

const zh: FreshnessText = {
  covers: (month) => `数据月份：${month}`,
  updated: (at) => `更新于 ${at}（北京时间）`,
  tag: { estimated: '估算', partial: '未完整' },
  explain: {
    estimated: (month) => `${month}为估算值，下次更新时修正`,
    partial: (month) => `${month}数据仍在采集中，数值可能偏低`,
  },
}

const en: FreshnessText = {
  covers: (month) => `Figures for ${month}`,
  updated: (at) => `updated ${at} (Beijing time)`,
  tag: { estimated: 'estimated', partial: 'partial' },
  explain: {
    estimated: (month) => `${month} is estimated and will be revised by the next update`,
    partial: (month) => `${month} is partial: still being collected, figures may be low`,
  },
}

export function freshnessText(lang: Lang): FreshnessText {
  return lang === 'en' ? en : zh
}
