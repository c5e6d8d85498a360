// Which segments of a source a concept read visits: those of the expression's items in the asked
// categories' runs (items are ordered by category path, source-facts.ts) and of the strays, that
// pass the category, per-source permission and brand filters. A read then runs one plain loop over
// this list, where a callback per segment kept the loops from being optimised together.
import type { CategoryFilter, FactScope } from './concept-facts'
import type { SourceFacts } from './source-facts'

/**
 * The segments of source `fi` of the scope that pass its filters, ascending: an item's segments
 * come one after another, items in ascending order. With no stray, brand or per-source filter to
 * test (nearly every read), a category's segments are a stretch of the match's, taken as they lie.
 */
export function scopeSegments(s: FactScope, fi: number): Uint32Array {
  const f = s.facts[fi]
  const d = f.data
  const asked = segmentFilter(s.categories)
  const own = segmentFilter(s.sourceCategories[fi] ?? null)
  const parts = s.categories.all ? [f.segs] : runsOf(d, f.segs, s.categories)
  const strays = s.categories.all ? [] : straySegments(d, f.segs, s.categories)
  const brand = s.brands?.[fi] ?? null
  if (d.strays.length === 0 && brand === null && !own && parts.length <= 1) return parts[0] ?? new Uint32Array(0)
  const cap = parts.reduce((n, p) => n + p.length, 0) + strays.length
  const out = new Uint32Array(cap)
  let n = 0
  const keep = (seg: number, test: boolean) => {
    if (brand !== null && d.segBrand[seg] !== brand) return
    if (test && asked && !asked(d, seg)) return
    if (own && !own(d, seg)) return
    out[n++] = seg
  }
  // an item of the asked categories' runs lies in them with all its facts, unless it is a stray
  for (const p of parts) for (let i = 0; i < p.length; i++) keep(p[i], d.strayFlags[d.segItem[p[i]]] === 1)
  for (const seg of strays) keep(seg, true)
  const kept = out.subarray(0, n)
  return strays.length > 0 ? kept.sort() : kept
}

/** The first place in the ascending `xs` holding a value ≥ x. */
function lowerBound(xs: Uint32Array, x: number): number {
  let lo = 0
  let hi = xs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (xs[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The asked categories' runs of items, merged, as [from, to) item ranges. */
function mergedRuns(d: SourceFacts, c: CategoryFilter): [number, number][] {
  const runs = [...c.l1, ...c.l2, ...c.leaves]
    .map((id) => d.categoryRuns.get(id))
    .filter((r): r is [number, number] => r !== undefined)
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [from, to] of runs) {
    const last = merged[merged.length - 1]
    if (last && from <= last[1]) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  return merged
}

/** The matched segments of the items in the asked categories' runs: one stretch of `segs` per run. */
function runsOf(d: SourceFacts, segs: Uint32Array, c: CategoryFilter): Uint32Array[] {
  return mergedRuns(d, c)
    .map(([from, to]) => segs.subarray(lowerBound(segs, d.itemSegments[from]), lowerBound(segs, d.itemSegments[to])))
    .filter((p) => p.length > 0)
}

/** The matched segments of the strays outside the asked categories' runs (their facts may lie in them). */
function straySegments(d: SourceFacts, segs: Uint32Array, c: CategoryFilter): number[] {
  if (d.strays.length === 0) return []
  const merged = mergedRuns(d, c)
  const out: number[] = []
  for (const item of d.strays) {
    if (merged.some(([from, to]) => item >= from && item < to)) continue
    for (let at = lowerBound(segs, d.itemSegments[item]); at < segs.length && segs[at] < d.itemSegments[item + 1]; at++) out.push(segs[at])
  }
  return out
}

/** A filter as a test of segment `seg` (null: every segment passes). */
function segmentFilter(c: CategoryFilter | null): ((d: SourceFacts, seg: number) => boolean) | null {
  if (!c || c.all) return null
  const l1 = new Set(c.l1)
  const l2 = new Set(c.l2)
  const leaves = new Set(c.leaves)
  return (d, seg) => l1.has(d.segL1[seg]) || l2.has(d.segL2[seg]) || leaves.has(d.segCategory[seg])
}
