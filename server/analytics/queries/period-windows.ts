// Each segment's sums over the periods nearly every detail read asks for: the source's latest month
// and its latest MULTI_MONTH_SPAN months, and each of these a year earlier (its base). A read of such
// a period takes a matched segment's figures from four columns read in segment order, where walking
// the segment's rows (a binary search, then rows elsewhere in memory) cost several cache misses an
// item: on ten times the data a common word's breakdown spent most of its ~10 ms waiting on them.
// Any other period (a custom range, an earlier month) reads the rows as before.
// ~65 bytes a segment (four windows of sales and volume in doubles, and a byte of flags).
import { MULTI_MONTH_SPAN } from '../../../src/domain/constants'

export interface PeriodWindows {
  /** [first, last] month index of each window; none when the source has no rows */
  ranges: [number, number][]
  /** per window, per segment: the sum of the segment's rows in the window */
  amt: Float64Array[]
  qty: Float64Array[]
  /** per segment, bit w set when the segment has a row in window w (a row of 0 sales still counts) */
  present: Uint8Array
}

/** The windows of a source whose latest month is `latest` (a month index): latest first, bases after their periods. */
export function windowRanges(latest: number): [number, number][] {
  return [
    [latest, latest],
    [latest - 12, latest - 12],
    [latest - MULTI_MONTH_SPAN + 1, latest],
    [latest - MULTI_MONTH_SPAN + 1 - 12, latest - 12],
  ]
}

/** Sums every segment's rows into the windows (segRows, month, amt, qty as in SourceFacts). */
export function buildPeriodWindows(
  segRows: Uint32Array,
  month: Uint16Array,
  amt: Float64Array | Uint32Array,
  qty: Uint32Array,
): PeriodWindows {
  const segs = Math.max(0, segRows.length - 1)
  let latest = -1
  for (let r = 0; r < month.length; r++) if (month[r] > latest) latest = month[r]
  const ranges = latest < 0 ? [] : windowRanges(latest)
  const w: PeriodWindows = {
    ranges,
    amt: ranges.map(() => new Float64Array(segs)),
    qty: ranges.map(() => new Float64Array(segs)),
    present: new Uint8Array(segs),
  }
  const oldest = Math.min(...ranges.map(([from]) => from))
  for (let seg = 0; seg < segs; seg++) {
    // a segment's rows are in month order: from its last, back to the oldest window's first month
    for (let r = segRows[seg + 1] - 1; r >= segRows[seg] && month[r] >= oldest; r--) {
      const m = month[r]
      for (let k = 0; k < ranges.length; k++) {
        if (m < ranges[k][0] || m > ranges[k][1]) continue
        w.amt[k][seg] += amt[r]
        w.qty[k][seg] += qty[r]
        w.present[seg] |= 1 << k
      }
    }
  }
  return w
}

/** The window covering exactly the months [from, to], or -1. */
export function windowOf(w: PeriodWindows, from: number, to: number): number {
  return w.ranges.findIndex(([a, b]) => a === from && b === to)
}
