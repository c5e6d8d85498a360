// A segment's figures over a period and its base (the months of a read): from the source's period
// windows when they hold both (period-windows.ts), else from the segment's rows.
import type { PeriodMonths } from './concept-facts'
import { windowOf } from './period-windows'
import { monthIndex, type SourceFacts } from './source-facts'

export interface Bounds {
  ps: number
  pe: number
  bs: number
  be: number
  /** the months of the period and of its base as ascending, disjoint ranges */
  ranges: [number, number][]
}

export function bounds(p: PeriodMonths): Bounds {
  const b = { ps: monthIndex(p.start), pe: monthIndex(p.end), bs: monthIndex(p.baseStart), be: monthIndex(p.baseEnd) }
  const [first, second] =
    b.bs <= b.ps
      ? [
          [b.bs, b.be],
          [b.ps, b.pe],
        ]
      : [
          [b.ps, b.pe],
          [b.bs, b.be],
        ]
  const ranges: [number, number][] =
    second[0] <= first[1] + 1
      ? [[first[0], Math.max(first[1], second[1])]]
      : [
          [first[0], first[1]],
          [second[0], second[1]],
        ]
  return { ...b, ranges }
}

/**
 * The first row of segment `seg` whose month is ≥ m. A segment's rows are in month order, and a
 * read of one month and its base touches 2 of an item's ~60 rows: the search skips the rest.
 */
export function firstRowFrom(d: SourceFacts, seg: number, m: number): number {
  let lo = d.segRows[seg]
  let hi = d.segRows[seg + 1]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (d.month[mid] < m) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** read()'s answer: the segment has rows in the period (IN_PERIOD), in its base (IN_BASE), both, or none (0). */
export const IN_PERIOD = 1
export const IN_BASE = 2

const NONE = new Float64Array(0)

/** Reads segments of one source over one period: read(seg) sets the four sums. */
export class SegmentPeriod {
  sales = 0
  salesBase = 0
  volume = 0
  volumeBase = 0
  private readonly windowed: boolean
  private readonly pAmt: Float64Array = NONE
  private readonly pQty: Float64Array = NONE
  private readonly bAmt: Float64Array = NONE
  private readonly bQty: Float64Array = NONE
  private readonly pBit: number = 0
  private readonly bBit: number = 0

  constructor(
    private readonly d: SourceFacts,
    private readonly b: Bounds,
  ) {
    const w = d.windows
    const pw = windowOf(w, b.ps, b.pe)
    const bw = windowOf(w, b.bs, b.be)
    this.windowed = pw >= 0 && bw >= 0
    if (this.windowed) {
      this.pAmt = w.amt[pw]
      this.pQty = w.qty[pw]
      this.bAmt = w.amt[bw]
      this.bQty = w.qty[bw]
      this.pBit = 1 << pw
      this.bBit = 1 << bw
    }
  }

  /** Sums segment `seg`'s rows of the period and of its base; which of them it has rows in. */
  read(seg: number): number {
    if (!this.windowed) return this.readRows(seg)
    const bits = this.d.windows.present[seg]
    const found = (bits & this.pBit ? IN_PERIOD : 0) | (bits & this.bBit ? IN_BASE : 0)
    this.sales = this.pAmt[seg]
    this.volume = this.pQty[seg]
    this.salesBase = this.bAmt[seg]
    this.volumeBase = this.bQty[seg]
    return found
  }

  /** Whether segment `seg` has a row in the period. */
  inPeriod(seg: number): boolean {
    if (this.windowed) return (this.d.windows.present[seg] & this.pBit) !== 0
    const r = firstRowFrom(this.d, seg, this.b.ps)
    return r < this.d.segRows[seg + 1] && this.d.month[r] <= this.b.pe
  }

  private readRows(seg: number): number {
    const d = this.d
    const b = this.b
    const end = d.segRows[seg + 1]
    let sales = 0
    let salesBase = 0
    let volume = 0
    let volumeBase = 0
    let found = 0
    for (const [lo, hi] of b.ranges) {
      for (let r = firstRowFrom(d, seg, lo); r < end; r++) {
        const m = d.month[r]
        if (m > hi) break
        if (m >= b.ps && m <= b.pe) {
          sales += d.amt[r]
          volume += d.qty[r]
          found |= IN_PERIOD
        }
        if (m >= b.bs && m <= b.be) {
          salesBase += d.amt[r]
          volumeBase += d.qty[r]
          found |= IN_BASE
        }
      }
    }
    this.sales = sales
    this.salesBase = salesBase
    this.volume = volume
    this.volumeBase = volumeBase
    return found
  }
}
