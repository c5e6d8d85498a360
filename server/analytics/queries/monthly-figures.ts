// The trend of a concept read: sales and volume per month over the visited segments' rows, and how
// many items have facts in the period.
import type { FactScope, MonthFigures, PeriodMonths } from './concept-facts'
import { scopeSegments } from './scope-segments'
import { bounds, firstRowFrom, SegmentPeriod } from './segment-period'
import { monthIndex } from './source-facts'

/** Sales and volume per month in [from, to], and the number of items with facts in the period. */
export function monthlyFigures(
  s: FactScope,
  from: string,
  to: string,
  period: PeriodMonths,
): { months: Map<string, MonthFigures>; items: number } {
  const lo = monthIndex(from)
  const hi = monthIndex(to)
  // an item counts by its rows in the period that lie in [from, to] (the callers' periods always do)
  const whole = bounds(period)
  const b = { ...whole, ps: Math.max(whole.ps, lo), pe: Math.min(whole.pe, hi) }
  const sales = new Float64Array(Math.max(0, hi - lo + 1))
  const volume = new Float64Array(sales.length)
  // +1 where a run of months with rows starts, -1 after it ends: a month has rows where the sum is > 0
  const cover = new Int32Array(sales.length + 1)
  let items = 0
  s.facts.forEach((f, fi) => {
    const d = f.data
    const { segRows, segFirstMonth, segLastMonth, month, amt, qty, segItem } = d
    const segs = scopeSegments(s, fi)
    const inPeriod = new SegmentPeriod(d, b)
    // an item's segments come together: it counts once, at its first segment with a row in the period
    let counted = -1
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]
      const start = segRows[seg]
      const end = segRows[seg + 1]
      if (start === end) continue
      const first = segFirstMonth[seg]
      const last = segLastMonth[seg]
      if (last - first === end - 1 - start) {
        // a row every month from the first to the last (nearly every segment): the month of a row is
        // its place, and the trend's months are one stretch of rows
        const a = first > lo ? first : lo
        const z = last < hi ? last : hi
        if (a <= z) {
          for (let k = a - lo, r = start + (a - first); k <= z - lo; k++, r++) {
            sales[k] += amt[r]
            volume[k] += qty[r]
          }
          cover[a - lo]++
          cover[z - lo + 1]--
        }
      } else {
        for (let r = first < lo ? firstRowFrom(d, seg, lo) : start; r < end; r++) {
          const m = month[r]
          if (m > hi) break
          const k = m - lo
          sales[k] += amt[r]
          volume[k] += qty[r]
          cover[k]++
          cover[k + 1]--
        }
      }
      const item = segItem[seg]
      if (item !== counted && inPeriod.inPeriod(seg)) {
        items++
        counted = item
      }
    }
  })
  const months = new Map<string, MonthFigures>()
  for (let k = 0, rows = 0; k < sales.length; k++) {
    rows += cover[k]
    if (rows === 0) continue
    const m = lo + k
    months.set(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, { sales: sales[k], volume: volume[k] })
  }
  return { months, items }
}
