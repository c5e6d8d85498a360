// The words of "does talk lead sales" (the detail trend tab's sentence and chart, the early-signals
// page), in both languages. They live with these parts rather than in the app's dictionaries: the
// mini-program carries the dictionaries in its main package, near its size budget, while
// these parts are in subpackages (on the web, in their own chunks). The type makes a missing
// translation a type error, as the dictionaries' does.
import type { LeadPlat, Month } from '../../../types'
import type { Lang } from '../../domain/constants'

interface LeadText {
  plat: Record<LeadPlat, string>
  heading: string
  leads: (plat: string, lag: number, r: string, months: number) => string
  together: (plat: string, r: string, months: number) => string
  none: string
  noSocial: string
  how: string
  loading: string
  show: string
  hide: string
  chartTitle: (plat: string, lag: number) => string
  salesSeries: string
  volumeSeries: (plat: string, lag: number) => string
  toSignals: string
  title: string
  intro: string
  platform: string
  concept: string
  evidence: string
  evidenceOf: (plat: string, lag: number, r: string, months: number) => string
  rise: string
  sales: (month: Month) => string
  due: string
  dueOf: (month: Month) => string
  emptyTitle: string
  emptyHint: (pct: number) => string
  errorTitle: string
  count: (n: number, month: Month) => string
  open: (word: string) => string
}

const zh: LeadText = {
  plat: { douyin: '抖音', weibo: '微博', xhs: '小红书', all: '三个平台合计' },
  heading: '声量与销量的先后',
  leads: (plat, lag, r, months) => `${plat}声量领先销量约 ${lag} 个月（r = ${r}，${months} 个月）`,
  together: (plat, r, months) => `${plat}声量与销量同月起落（r = ${r}，${months} 个月）`,
  none: '声量与销量没有稳定的先后关系',
  noSocial: '这个概念没有社媒声量可与销量对照',
  how: '按近 24 个月的同比变化逐月对照，滞后 0–6 个月；r ≥ 0.6 且超出偶然时才下结论',
  loading: '正在对照声量与销量…',
  show: '对照走势',
  hide: '收起走势',
  chartTitle: (plat, lag) => `销售额与提前 ${lag} 个月的${plat}声量（指数，均值 = 100）`,
  salesSeries: '销售额',
  volumeSeries: (plat, lag) => `${plat}声量（提前 ${lag} 个月）`,
  toSignals: '看早期信号',
  title: '早期信号',
  intro: '社媒声量正在上升、且过去领先过销量的概念：接下来几个月可能卖得更好',
  platform: '电商平台',
  concept: '概念',
  evidence: '证据',
  evidenceOf: (plat, lag, r, months) => `${plat}领先 ${lag} 个月，r = ${r}（${months} 个月）`,
  rise: '近 3 个月声量同比',
  sales: (month) => `${month} 销售额`,
  due: '销量预计跟上',
  dueOf: (month) => `约 ${month}`,
  emptyTitle: '这个月没有早期信号',
  emptyHint: (pct) => `没有概念同时满足：近 3 个月声量同比上升至少 ${pct}%，且过去 24 个月声量领先销量。换一个平台试试。`,
  errorTitle: '早期信号没能加载出来',
  count: (n, month) => `${month}：${n} 个概念`,
  open: (word) => `打开“${word}”的详情`,
}

const en: LeadText = {
  plat: { douyin: 'Douyin', weibo: 'Weibo', xhs: 'Xiaohongshu', all: 'Combined' },
  heading: 'Does talk lead sales?',
  leads: (plat, lag, r, months) =>
    `${plat} volume leads sales by about ${lag} ${lag === 1 ? 'month' : 'months'} (r = ${r}, ${months} months)`,
  together: (plat, r, months) => `${plat} volume and sales rise and fall in the same month (r = ${r}, ${months} months)`,
  none: 'No stable order between talk and sales',
  noSocial: 'This concept has no social volume to set against its sales',
  how: 'Year-on-year changes of the last 24 months, month by month, at lags of 0–6 months; told only when r ≥ 0.6 and beyond chance',
  loading: 'Setting volume against sales…',
  show: 'Show both series',
  hide: 'Hide both series',
  chartTitle: (plat, lag) => `Sales and ${plat} volume ${lag} ${lag === 1 ? 'month' : 'months'} earlier (index, mean = 100)`,
  salesSeries: 'Sales',
  volumeSeries: (plat, lag) => `${plat} volume (${lag} ${lag === 1 ? 'month' : 'months'} earlier)`,
  toSignals: 'See early signals',
  title: 'Early signals',
  intro: 'Concepts whose social volume is rising now and has led their sales before: the likely sellers of the coming months',
  platform: 'Marketplace',
  concept: 'Concept',
  evidence: 'Evidence',
  evidenceOf: (plat, lag, r, months) => `${plat} leads by ${lag} ${lag === 1 ? 'month' : 'months'}, r = ${r} (${months} months)`,
  rise: 'Volume, last 3 months YoY',
  sales: (month) => `Sales ${month}`,
  due: 'Sales due',
  dueOf: (month) => `about ${month}`,
  emptyTitle: 'No early signals this month',
  emptyHint: (pct) =>
    `No concept has both volume up at least ${pct}% year on year over the last 3 months and volume that led its sales over the last 24 months. Try another marketplace.`,
  errorTitle: 'The early signals could not be loaded',
  count: (n, month) => `${month}: ${n} ${n === 1 ? 'concept' : 'concepts'}`,
  open: (word) => `Open the detail of “${word}”`,
}

export function leadText(lang: Lang): LeadText {
  return lang === 'en' ? en : zh
}

/** r as the sentence shows it: two decimals. */
export function formatR(r: number): string {
  return r.toFixed(2)
}

/** The sentence of a lead (or of none). */
export function leadSentence(lang: Lang, lead: { social_plat: LeadPlat; lag: number; r: number; months: number } | null): string {
  const x = leadText(lang)
  if (!lead) return x.none
  const plat = x.plat[lead.social_plat]
  return lead.lag === 0 ? x.together(plat, formatR(lead.r), lead.months) : x.leads(plat, lead.lag, formatR(lead.r), lead.months)
}
