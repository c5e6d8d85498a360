// Raw sums → the response figures of the one growth definition (src/domain/growth): yoy % and
// month-on-month % with 1 decimal (null without a base), the absolute change beside each, labels,
// and shares with 2 decimals (null = ∞ when the base is 0).
import type { ConceptSummary, GrowthFigures, TrendPoint } from '../../types'
import { absoluteChange, changePercent, growthLabel } from '../../src/domain/growth'
import { lastMonths, sameMonthLastYear, shiftMonth } from '../../src/domain/months'
import type { MonthFigures, PeriodFigures } from '../analytics/queries/concept-facts'

/** What growth figures rest on besides their sums (the rules "no data is not zero" and thin evidence): whether the base is known, and the items counted. */
export interface Evidence {
  /** false when a month of the base has no data: the base is then unknown (null), not the 0 of those months */
  baseKnown: boolean
  /** distinct items with sales in the period, where counted, and the fewest for a label */
  items?: number
  minItems?: number
}

export function growthFigures(f: PeriodFigures, e: Evidence): GrowthFigures {
  const salesBase = e.baseKnown ? f.sales_base : null
  const volumeBase = e.baseKnown ? f.volume_base : null
  return {
    sales: f.sales,
    sales_base: salesBase,
    sales_yoy: changePercent(f.sales, salesBase),
    sales_change: absoluteChange(f.sales, salesBase),
    volume: f.volume,
    volume_base: volumeBase,
    volume_yoy: changePercent(f.volume, volumeBase),
    volume_change: absoluteChange(f.volume, volumeBase),
    label: growthLabel(f.sales, salesBase, e.items, e.minItems),
  }
}

export function addFigures(a: PeriodFigures, b: PeriodFigures): PeriodFigures {
  return {
    sales: a.sales + b.sales,
    sales_base: a.sales_base + b.sales_base,
    volume: a.volume + b.volume,
    volume_base: a.volume_base + b.volume_base,
  }
}

export const ZERO: PeriodFigures = { sales: 0, sales_base: 0, volume: 0, volume_base: 0 }

/** Sums of the months [start, end] and of the same months a year earlier. */
export function periodFromMonths(months: Map<string, MonthFigures>, start: string, end: string): PeriodFigures {
  const out = { ...ZERO }
  for (let m = start; m <= end; m = shiftMonth(m, 1)) {
    const cur = months.get(m)
    const base = months.get(sameMonthLastYear(m))
    out.sales += cur?.sales ?? 0
    out.volume += cur?.volume ?? 0
    out.sales_base += base?.sales ?? 0
    out.volume_base += base?.volume ?? 0
  }
  return out
}

export function summaryOf(f: PeriodFigures, e: Evidence & { items: number }): ConceptSummary {
  return { ...growthFigures(f, e), items: e.items, avg_price: f.volume > 0 ? Math.round((f.sales / f.volume) * 100) / 100 : 0 }
}

/** A trend month without figures (outside the caller's window, or a year without data): a gap, never 0. */
export function blankTrendPoint(month: string, partial = false): TrendPoint {
  return {
    month,
    sales: null,
    volume: null,
    sales_base: null,
    sales_yoy: null,
    sales_mom: null,
    volume_yoy: null,
    volume_mom: null,
    partial,
  }
}

/**
 * `count` monthly points ending at `end`, each with yoy and mom; `partialFrom`: first month still
 * being collected; `dataFrom`: the data's first month — a month before it has no figures (null, a
 * gap in the chart), and growth against it is null, where a 0 would read "nothing sold".
 */
export function trendPoints(
  months: Map<string, MonthFigures>,
  end: string,
  count: number,
  partialFrom: string,
  dataFrom: string,
  servedFrom = dataFrom,
): TrendPoint[] {
  const get = (m: string) => (m < dataFrom ? { sales: null, volume: null } : (months.get(m) ?? { sales: 0, volume: 0 }))
  return lastMonths(end, count).map((month) => {
    // a month before the caller's window is not served: no figure of it, nor of its base
    if (month < servedFrom) return blankTrendPoint(month, month >= partialFrom)
    const cur = get(month)
    const year = get(sameMonthLastYear(month))
    const prev = get(shiftMonth(month, -1))
    return {
      month,
      sales: cur.sales,
      volume: cur.volume,
      sales_base: year.sales,
      sales_yoy: changePercent(cur.sales, year.sales),
      sales_mom: changePercent(cur.sales, prev.sales),
      volume_yoy: changePercent(cur.volume, year.volume),
      volume_mom: changePercent(cur.volume, prev.volume),
      partial: month >= partialFrom,
    }
  })
}
