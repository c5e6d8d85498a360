// The answers of "does talk lead sales" (docs/rules.md "Talk leading sales"): one concept's lead
// (POST /api/lead), with the concept resolved and its sales read exactly as /api/search reads
// them; and the early signals (GET /api/early_signals), every visible social word's sales read
// from the precomputed ranking of the platform and category. The arithmetic is src/domain/lead-lag.
import type { CatalogPlat, ConceptLead, EarlySignalRow, EarlySignals, LeadFit, LeadPlat, MarkedMonth, Month, SocialPlat } from '../../types'
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { currencyOf } from '../../src/domain/format'
import { freshnessView, monthStatus, sourcesOf, type FreshnessView } from '../../src/domain/freshness'
import { qValues } from '../../src/domain/lead-evidence'
import { LEAD_LIST_MAX_Q, RISING_MIN_PCT, recentRise } from '../../src/domain/early-signals'
import {
  LEAD_HISTORY_MONTHS,
  LEAD_MAX_LAG,
  LEAD_WINDOW_MONTHS,
  leadOfSeries,
  type MonthValue,
  type SeriesFit,
} from '../../src/domain/lead-lag'
import { rankedSales, socialVolumes } from '../analytics/lead-series'
import { cachesEnabled, onClearCaches } from '../analytics/computed-caches'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import type { ResolvedConcept } from './search-request'

/** Months the answer draws: the window and the longest lag before it. */
const SHOWN_MONTHS = LEAD_WINDOW_MONTHS + LEAD_MAX_LAG

/** Per series (each platform, then 'all' summed over the three), the word's volume in `months`; {} when none is recorded. */
export function volumeSeries(
  byPlat: Map<SocialPlat, Map<Month, number>> | undefined,
  months: Month[],
): Partial<Record<LeadPlat, MonthValue[]>> {
  if (!byPlat) return {}
  const out: Partial<Record<LeadPlat, MonthValue[]>> = {}
  for (const p of SOCIAL_PLATFORMS) out[p] = months.map((m) => byPlat.get(p)?.get(m) ?? null)
  // the sum only where every platform has the month: a platform not yet recorded is not 0
  out.all = months.map((_, i) =>
    SOCIAL_PLATFORMS.reduce<number | null>((sum, p) => {
      const v = out[p]?.[i] ?? null
      return sum === null || v === null ? null : sum + v
    }, 0),
  )
  return out
}

const asFit = (f: SeriesFit): LeadFit => ({
  social_plat: f.social_plat as LeadPlat,
  lag: f.lag,
  r: f.r,
  months: f.months,
  r_least: f.r_least,
  p: f.p,
  min_r: f.min_r,
  holds: f.holds,
  hold_out: f.hold_out ?? null,
})

/** Every social platform's volume, as a view of its months' status (a month is as final as its least final platform). */
const TALK_SOURCES = SOCIAL_PLATFORMS.map((source) => ({ kind: 'social' as const, source }))

/** The marked months of a view among `months`, oldest first. */
function marksIn(view: FreshnessView, months: Month[]): MarkedMonth[] {
  return months.flatMap((month) => (view.marks[month] ? [{ month, status: view.marks[month] }] : []))
}

/** The series with its months that are not final left out (null): an estimate or a partial month would move its change. */
function finalOnly(values: MonthValue[], months: Month[], view: FreshnessView): MonthValue[] {
  return values.map((v, i) => (view.marks[months[i]] ? null : v))
}

/** The lead of one resolved concept, over the window ending in its period's last month. */
export async function conceptLeadAnswer(
  ctx: AppContext,
  r: ResolvedConcept,
  socialWord: string,
  list: LeadListQuery,
): Promise<ConceptLead> {
  const end = r.period.end
  const months = lastMonths(end, LEAD_HISTORY_MONTHS)
  const [{ months: figures }, social, { tested }] = await Promise.all([
    r.reads().monthly(months[0], end, r.period),
    socialVolumes(ctx.analytics, months[0], end, socialWord),
    testedList(ctx, list),
  ])
  // no data before the data's first month, nor before the caller's window (the free version's)
  const known = (m: Month) => m >= r.dataFrom && m >= r.privileges.earliest_month
  const sales = months.map((m) => (known(m) ? (figures.get(m)?.sales ?? 0) : null))
  const volumes = volumeSeries(social.get(socialWord), months)
  for (const values of Object.values(volumes))
    values?.forEach((_, i) => {
      if (!known(months[i])) values[i] = null
    })
  const salesView = freshnessView(ctx.catalog.freshness, sourcesOf(r.plat))
  const talkView = freshnessView(ctx.catalog.freshness, TALK_SOURCES)
  const own = leadOfSeries(
    Object.fromEntries(Object.entries(volumes).map(([p, v]) => [p, finalOnly(v as MonthValue[], months, talkView)])),
    finalOnly(sales, months, salesView),
    end,
  )
  // one test of the platform's list: its chance among every other word's, as the early signals count them
  const q = own.fits.length ? qValues([own.fits[0].p, ...tested.filter((t) => t.word !== socialWord).map((t) => t.p)])[0] : null
  const survives = q !== null && q <= LEAD_LIST_MAX_Q
  const fits = survives ? own.fits : own.fits.map((f) => ({ ...f, holds: false }))
  const lead = survives && own.lead ? own.lead : null
  const shown = <T>(xs: T[]) => xs.slice(-SHOWN_MONTHS)
  return {
    word: r.concept.text,
    plat: r.plat,
    cid: r.nodes.map((n) => n.id),
    ts: end,
    months: shown(months),
    sales_marks: marksIn(salesView, shown(months)),
    volume_marks: marksIn(talkView, shown(months)),
    sales: shown(sales),
    currency: currencyOf(r.plat),
    volume: Object.fromEntries(Object.entries(volumes).map(([p, v]) => [p, shown(v as MonthValue[])])),
    fits: fits.map(asFit),
    lead: lead ? asFit(lead) : null,
    q: q === null ? null : Number(q.toPrecision(2)),
  }
}

/** The list a lead is one test of: the social words of a platform and ranked category the caller may see. */
export interface LeadListQuery {
  plat: CatalogPlat
  /** a ranked category (0: the whole tree) */
  cid: number
  ts: Month
  /** the social words the caller may see ('all': every one) */
  words: Set<string> | 'all'
  /** what `words` depends on (the caller's social list), for the cache */
  wordsKey: string
  earliest: Month
  dataFrom: Month
}

/** One word of the list, tested: its best fit's chance across its tries, and what the early signals read. */
export interface Tested {
  word: string
  p: number
  lead: SeriesFit | null
  sales: MonthValue[]
  volumes: Partial<Record<LeadPlat, MonthValue[]>>
}

export interface TestedList {
  months: Month[]
  /** the index of the last month whose volume is final on every platform */
  through: number
  tested: Tested[]
}

/** The lists tested, per data version and scope: every concept's lead on a platform counts the same list. */
const lists = new Map<string, Promise<TestedList>>()
const MAX_LISTS = 64
onClearCaches(() => lists.clear())

/** Every social word of the list with sales and volume, fitted; computed once per data version and scope. */
export function testedList(ctx: Pick<AppContext, 'analytics' | 'catalog'>, q: LeadListQuery): Promise<TestedList> {
  const key = JSON.stringify([searchDataVersion(), q.plat, q.cid, q.ts, q.wordsKey, q.earliest, q.dataFrom])
  let list = lists.get(key)
  if (!list) {
    list = fitList(ctx, q)
    if (cachesEnabled()) {
      if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value as string)
      lists.set(key, list)
      list.catch(() => lists.delete(key))
    }
  }
  return list
}

async function fitList(ctx: Pick<AppContext, 'analytics' | 'catalog'>, q: LeadListQuery): Promise<TestedList> {
  const months = lastMonths(q.ts, LEAD_HISTORY_MONTHS)
  const [sales, social] = await Promise.all([
    rankedSales(ctx.analytics, q.plat, q.cid, months[0], q.ts),
    socialVolumes(ctx.analytics, months[0], q.ts),
  ])
  const known = (m: Month) => m >= q.dataFrom && m >= q.earliest
  const salesView = freshnessView(ctx.catalog.freshness, sourcesOf(q.plat))
  const talkView = freshnessView(ctx.catalog.freshness, TALK_SOURCES)
  // the rise is measured to the last month whose volume is final on every platform
  let through = months.length - 1
  while (through > 0 && talkView.marks[months[through]]) through--
  // every word with a fit is one test of the list: the false discovery control counts them all
  const tested: Tested[] = []
  for (const [word, byMonth] of sales) {
    if (q.words !== 'all' && !q.words.has(word)) continue
    const byPlat = social.get(word)
    if (!byPlat) continue
    const s = months.map((m) => (known(m) ? (byMonth.get(m) ?? 0) : null))
    const volumes = Object.fromEntries(
      Object.entries(volumeSeries(byPlat, months)).map(([p, v]) => [p, finalOnly(v as MonthValue[], months, talkView)]),
    ) as Partial<Record<LeadPlat, MonthValue[]>>
    const { fits, lead } = leadOfSeries(volumes as Record<string, MonthValue[]>, finalOnly(s, months, salesView), q.ts)
    if (fits.length) tested.push({ word, p: fits[0].p, lead, sales: s, volumes })
  }
  return { months, through, tested }
}

/**
 * The concepts whose talk has led their sales (a fit that holds, lag ≥ 1, and a false discovery
 * rate across every word tested of at most LEAD_LIST_MAX_Q) and whose volume on that series is
 * rising now (the last three months ≥ RISING_MIN_PCT % over a year earlier), the best
 * evidence first.
 */
export async function earlySignalsAnswer(ctx: AppContext, q: LeadListQuery): Promise<EarlySignals> {
  const { months, through, tested } = await testedList(ctx, q)
  const salesView = freshnessView(ctx.catalog.freshness, sourcesOf(q.plat))
  const qs = qValues(tested.map((t) => t.p))
  const rows: EarlySignalRow[] = []
  tested.forEach(({ word, lead, sales: s, volumes }, k) => {
    if (!lead || lead.lag < 1 || qs[k] > LEAD_LIST_MAX_Q) return
    const talk = (volumes[lead.social_plat as LeadPlat] ?? []).slice(0, through + 1)
    const rise = recentRise(talk)
    // rising now: the three months up together, and the last of them (the one pointing at the due month) up itself
    const [latest, yearEarlier] = [talk[through], talk[through - 12]]
    if (!rise || rise.pct < RISING_MIN_PCT || latest === null || yearEarlier === null || latest <= yearEarlier) return
    rows.push({
      word,
      fit: asFit(lead),
      q: Number(qs[k].toPrecision(2)),
      volume: rise.volume,
      volume_base: rise.base,
      volume_yoy: rise.pct,
      sales: s[s.length - 1],
      through: months[through],
      expected_month: shiftMonth(months[through], lead.lag),
    })
  })
  rows.sort((a, b) => b.fit.r - a.fit.r || b.volume_yoy - a.volume_yoy || a.word.localeCompare(b.word))
  return {
    plat: q.plat,
    cid: q.cid,
    ts: q.ts,
    rising_min_pct: RISING_MIN_PCT,
    sales_status: monthStatus(salesView, q.ts),
    currency: currencyOf(q.plat),
    rows,
  }
}
