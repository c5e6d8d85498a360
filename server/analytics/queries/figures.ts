// Raw sums → the response figures of the one growth definition (src/domain/growth): yoy % and
// month-on-month % with 1 decimal (null without a base), the absolute change beside each, labels,
// and shares with 2 decimals (null = ∞ when the base is 0).
import type { ConceptSummary, GrowthFigures, TrendPoint } from '../../../types'
import { absoluteChange, changePercent, growthLabel } from '../../../src/domain/growth'
import { lastMonths, shiftMonth } from '../../../src/domain/months'
import type { MonthFigures, PeriodFigures } from './concept-facts'

export function growthFigures(f: PeriodFigures): GrowthFigures {
  return {
    sales: f.sales,
    sales_base: f.sales_base,
    sales_yoy: changePercent(f.sales, f.sales_base),
    sales_change: absoluteChange(f.sales, f.sales_base),
    volume: f.volume,
    volume_base: f.volume_base,
    volume_yoy: changePercent(f.volume, f.volume_base),
    volume_change: absoluteChange(f.volume, f.volume_base),
    label: growthLabel(f.sales, f.sales_base),
  }
}

export function addFigures(a: PeriodFigures, b: PeriodFigures): PeriodFigures {
  return { sales: a.sales + b.sales, sales_base: a.sales_base + b.sales_base, volume: a.volume + b.volume, volume_base: a.volume_base + b.volume_base }
}

export const ZERO: PeriodFigures = { sales: 0, sales_base: 0, volume: 0, volume_base: 0 }

/** Sums of the months [start, end] and of the same months a year earlier. */
export function periodFromMonths(months: Map<string, MonthFigures>, start: string, end: string): PeriodFigures {
  const out = { ...ZERO }
  for (let m = start; m <= end; m = shiftMonth(m, 1)) {
    const cur = months.get(m)
    const base = months.get(shiftMonth(m, -12))
    out.sales += cur?.sales ?? 0
    out.volume += cur?.volume ?? 0
    out.sales_base += base?.sales ?? 0
    out.volume_base += base?.volume ?? 0
  }
  return out
}

export function summaryOf(f: PeriodFigures, items: number): ConceptSummary {
  return { ...growthFigures(f), items, avg_price: f.volume > 0 ? Math.round((f.sales / f.volume) * 100) / 100 : 0 }
}

/** `count` monthly points ending at `end`, each with yoy and mom; `partialFrom`: first month still being collected. */
export function trendPoints(months: Map<string, MonthFigures>, end: string, count: number, partialFrom: string): TrendPoint[] {
  const get = (m: string) => months.get(m) ?? { sales: 0, volume: 0 }
  return lastMonths(end, count).map((month) => {
    const cur = get(month)
    const year = get(shiftMonth(month, -12))
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
