// Does talk lead sales (docs/rules.md "Talk leading sales"): POST /api/lead answers, for one concept
// on one shop platform and its categories, the lag at which its social volume best matches its
// sales; GET /api/early_signals lists the concepts whose volume is rising now and has led their
// sales before.
import type { CatalogPlat } from './catalog'
import type { MarkedMonth, MonthStatus } from './freshness'
import type { Currency, Month, SocialPlat } from './platform'

/** A social platform, or 'all': the three summed. */
export type LeadPlat = SocialPlat | 'all'

/** The best lag of one volume series. */
export interface LeadFit {
  social_plat: LeadPlat
  /** months the volume comes before the sales (0: the same month) */
  lag: number
  /** correlation of the year-on-year changes' month-to-month surprises (3 decimals) */
  r: number
  /** months of the window with a change on both sides */
  months: number
  /** the least r with any one of those months left out */
  r_least: number
  /** the chance of a match this strong between unrelated series, over every lag and series tried, with any one month left out (2 significant digits) */
  p: number
  /** the least r these months need (r ≥ 0.5 and p ≤ 0.01) */
  min_r: number
  /** evidence enough to be told */
  holds: boolean
  /** the told fit tried out of sample (null on the fits not told, or when the earlier months choose no lag) */
  hold_out: LeadHoldOut | null
}

/**
 * A lead tried on months that did not choose it: the lag chosen again without the window's last 12
 * months, then, of those months, the ones whose sales moved (beyond their own trend and carry-over)
 * the way the volume had moved `lag` months earlier. Chance alone gets about half.
 */
export interface LeadHoldOut {
  /** the lag the earlier months choose */
  lag: number
  /** held-out months with a change on both sides */
  months: number
  /** of them, the months sales went the volume's way */
  hits: number
}

/** Body of POST /api/lead: a concept as /api/search takes it. */
export interface LeadRequest {
  word: string
  plat?: CatalogPlat
  /** category ids, comma-separated; absent: every category the caller may see */
  cid?: string
  /** the window's last month; default the latest */
  ts?: Month
}

export interface ConceptLead {
  word: string
  plat: CatalogPlat
  cid: number[]
  /** the window's last month */
  ts: Month
  /** the months of the series below, oldest first: the 48 of the window and the 6 before it */
  months: Month[]
  /** the months of `months` whose sales are not final (estimated or partial); the fit leaves them out */
  sales_marks: MarkedMonth[]
  /** the months of `months` whose volume is not final on some platform; the fit leaves them out */
  volume_marks: MarkedMonth[]
  /** monthly sales (null: no data) */
  sales: (number | null)[]
  /** the currency of every amount: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** monthly social volume per series (null: no data); empty when the word has no social volume */
  volume: Partial<Record<LeadPlat, (number | null)[]>>
  /** the best lag of each series that has enough months, best first */
  fits: LeadFit[]
  /** the fit told (the best, when it holds and survives the list's false discovery control), or null: no stable order between talk and sales */
  lead: LeadFit | null
  /**
   * the least false discovery rate at which the best fit would be told, counted across every social
   * word of the platform the caller may see (Benjamini–Hochberg); null without a fit
   */
  q: number | null
}

/** One concept of the early signals. */
export interface EarlySignalRow {
  word: string
  /** the evidence: the fit that holds (lag ≥ 1) */
  fit: LeadFit
  /** the least false discovery rate at which this row would be told, across every word of the list tested (Benjamini–Hochberg) */
  q: number
  /** volume of the fit's series over the last three months, and the same months a year earlier */
  volume: number
  volume_base: number
  /** year-on-year % of those three months */
  volume_yoy: number
  /** the month's sales on the platform and category */
  sales: number | null
  /** the last complete month of the fit's volume: the three months of the rise end here */
  through: Month
  /** the month whose sales that month's volume points to (through + lag) */
  expected_month: Month
}

export interface EarlySignals {
  plat: CatalogPlat
  cid: number
  ts: Month
  /** the least year-on-year rise (%) of the volume for a concept to count as rising */
  rising_min_pct: number
  /** the status of ts's sales (the rows' sales figures) */
  sales_status: MonthStatus
  /** the currency of every amount: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  rows: EarlySignalRow[]
}
