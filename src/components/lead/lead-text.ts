// The words of "does talk lead sales" (the detail trend tab's sentence and chart, the early-signals
// page), in both languages. They live with these parts rather than in the app's dictionaries: the
// mini-program carries the dictionaries in its main package, near its size budget, while
// these parts are in subpackages (on the web, in their own chunks). The type makes a missing
// translation a type error, as the dictionaries' does.
import type { ConceptLead, LeadPlat } from '../../../types'
import type { Lang } from '../../domain/constants'
import { LEAD_MAX_LAG, LEAD_MAX_P, LEAD_MIN_R, LEAD_WINDOW_MONTHS } from '../../domain/lead-lag'
import { LEAD_LIST_MAX_Q } from '../../domain/early-signals'

interface LeadText {
  plat: Record<LeadPlat, string>
  heading: string
  leads: (plat: string, lag: number, r: string, months: number, p: string) => string
  together: (plat: string, r: string, months: number, p: string) => string
  none: string
  noSocial: string
  shortHistory: (months: number) => string
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
  evidenceOf: (plat: string, lag: number, r: string, months: number, p: string) => string
  evidenceQ: (q: string) => string
  /** a concept's lead among every social word of its platform */
  listQ: (q: string) => string
  /** the out-of-sample check of a told lead: the lag chosen without the last `held` months, then tried on them */
  holdOut: (held: number, lag: number, hits: number, months: number) => string
  /** a told lead whose history is too short to leave months out */
  holdOutNone: (held: number) => string
  /** the same, short, in a row of the early signals */
  holdOutShort: (hits: number, months: number) => string
  holdOutShortNone: string
  rise: string
  through: (month: string) => string
  sales: (month: string) => string
  due: string
  dueOf: (month: string) => string
  emptyTitle: string
  emptyHint: (pct: number) => string
  errorTitle: string
  count: (n: number, month: string) => string
  open: (word: string) => string
}

const zh: LeadText = {
  plat: { douyin: '抖音', weibo: '微博', xhs: '小红书', all: '三个平台合计' },
  heading: '声量与销量的先后',
  leads: (plat, lag, r, months, p) => `过去 ${months} 个对照月里，${plat}声量的变化约 ${lag} 个月后出现在销量上（r = ${r}，p ${p}）`,
  together: (plat, r, months, p) => `过去 ${months} 个对照月里，${plat}声量与销量同月起落（r = ${r}，p ${p}）`,
  none: '声量与销量没有稳定的先后关系',
  noSocial: '这个概念没有社媒声量可与销量对照',
  shortHistory: (months) => `社媒声量只有 ${months} 个月的记录，还不够判断先后：需要一年的同比基数，再加至少 18 个可对照的月份`,
  how: `按近 ${LEAD_WINDOW_MONTHS} 个月的同比变化逐月对照（1、2 月因春节合并计，并去掉两条曲线各自的惯性），滞后 0–${LEAD_MAX_LAG} 个月。只有 r ≥ ${LEAD_MIN_R}、去掉任意一个月仍成立、且把所有尝试算上后偶然出现的概率 p ≤ ${LEAD_MAX_P}，并且在这个平台的全部社媒词里误报率 q ≤ ${LEAD_LIST_MAX_Q * 100}% 时才下结论；这是过去的规律，不是承诺`,
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
  evidenceOf: (plat, lag, r, months, p) => `${plat}领先 ${lag} 个月，r = ${r}，p ${p}（${months} 个月）`,
  evidenceQ: (q) => `整张列表的误报率 q ${q}`,
  listQ: (q) => `放在这个平台的全部社媒词里一起看，误报率 q ${q}`,
  holdOut: (held, lag, hits, months) =>
    `样本外检验：不看最近 ${held} 个月重新选出的滞后是 ${lag} 个月；在这 ${held} 个月里，${months} 个可对照的月份中有 ${hits} 个月销量的变化与 ${lag} 个月前声量的变化同向（纯属偶然约为一半）`,
  holdOutNone: (held) => `样本外检验：记录还太短，留出最近 ${held} 个月后不足以重新选出滞后，暂无法检验`,
  holdOutShort: (hits, months) => `样本外 ${hits}/${months} 个月同向`,
  holdOutShortNone: '样本外：记录太短，暂未检验',
  rise: '近 3 个月声量同比',
  through: (month) => `截至${month}（最后一个完整月）`,
  sales: (month) => `${month} 销售额`,
  due: '销量预计跟上',
  dueOf: (month) => `约 ${month}`,
  emptyTitle: '这个月没有早期信号',
  emptyHint: (pct) =>
    `没有概念同时满足：近 3 个月声量同比上升至少 ${pct}%，且过去 ${LEAD_WINDOW_MONTHS} 个月声量领先销量。换一个平台试试。`,
  errorTitle: '早期信号没能加载出来',
  count: (n, month) => `${month}：${n} 个概念`,
  open: (word) => `打开“${word}”的详情`,
}

const en: LeadText = {
  plat: { douyin: 'Douyin', weibo: 'Weibo', xhs: 'Xiaohongshu', all: 'Combined' },
  heading: 'Does talk lead sales?',
  leads: (plat, lag, r, months, p) =>
    `Over ${months} months compared, changes in ${plat} volume were followed by changes in sales about ${lag} ${lag === 1 ? 'month' : 'months'} later (r = ${r}, p ${p})`,
  together: (plat, r, months, p) =>
    `Over ${months} months compared, ${plat} volume and sales rose and fell in the same month (r = ${r}, p ${p})`,
  none: 'No stable order between talk and sales',
  noSocial: 'This concept has no social volume to set against its sales',
  shortHistory: (months) =>
    `Social volume has been recorded for ${months} months only, too short to tell an order: it takes a year as the base and at least 18 more months to compare`,
  how: `Year-on-year changes of the last ${LEAD_WINDOW_MONTHS} months, month by month (January and February taken together for the Spring Festival, and each series’ own carry-over taken out), at lags of 0–${LEAD_MAX_LAG} months. Told only when r ≥ ${LEAD_MIN_R}, it holds with any one month left out, the chance of a coincidence over every try is p ≤ ${LEAD_MAX_P}, and the false discovery rate across all of the platform’s social words is q ≤ ${LEAD_LIST_MAX_Q * 100} %. It describes the past, not a promise`,
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
  evidenceOf: (plat, lag, r, months, p) => `${plat} leads by ${lag} ${lag === 1 ? 'month' : 'months'}, r = ${r}, p ${p} (${months} months)`,
  evidenceQ: (q) => `false discovery rate of the list q ${q}`,
  listQ: (q) => `Counted among all of the platform’s social words: false discovery rate q ${q}`,
  holdOut: (held, lag, hits, months) =>
    `Out of sample: chosen again without the last ${held} months, the lag is ${lag} ${lag === 1 ? 'month' : 'months'}; in those ${held} months, sales moved the way volume had moved ${lag} ${lag === 1 ? 'month' : 'months'} earlier in ${hits} of ${months} months compared (chance alone: about half)`,
  holdOutNone: (held) => `Out of sample: not yet checked, the history is too short to choose the lag again without the last ${held} months`,
  holdOutShort: (hits, months) => `out of sample: ${hits} of ${months} months the same way`,
  holdOutShortNone: 'out of sample: too short to check yet',
  rise: 'Volume, last 3 months YoY',
  through: (month) => `to ${month}, the last complete month`,
  sales: (month) => `Sales ${month}`,
  due: 'Sales due',
  dueOf: (month) => `about ${month}`,
  emptyTitle: 'No early signals this month',
  emptyHint: (pct) =>
    `No concept has both volume up at least ${pct}% year on year over the last 3 months and volume that led its sales over the last ${LEAD_WINDOW_MONTHS} months. Try another marketplace.`,
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

/** p as the sentence shows it, with its sign: "= 0.004", "< 0.001". */
export function formatP(p: number): string {
  return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`
}

/** The line an answer reads as: its lead (or none), or why there is no fit — too little history, or no talk at all. */
export function leadLine(lang: Lang, data: Pick<ConceptLead, 'fits' | 'lead' | 'volume'>): string {
  if (data.fits.length > 0) return leadSentence(lang, data.lead)
  const recorded = Math.max(0, ...Object.values(data.volume).map((v) => (v ?? []).filter((x) => x !== null).length))
  return recorded > 0 ? leadText(lang).shortHistory(recorded) : leadText(lang).noSocial
}

/** The sentence of a lead (or of none). */
export function leadSentence(
  lang: Lang,
  lead: { social_plat: LeadPlat; lag: number; r: number; months: number; p: number } | null,
): string {
  const x = leadText(lang)
  if (!lead) return x.none
  const plat = x.plat[lead.social_plat]
  const [r, p] = [formatR(lead.r), formatP(lead.p)]
  return lead.lag === 0 ? x.together(plat, r, lead.months, p) : x.leads(plat, lead.lag, r, lead.months, p)
}
