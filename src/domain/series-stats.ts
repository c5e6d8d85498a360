// Plain statistics of paired monthly series, nothing about leads: the curve of degree 2 taken out
// of a series, and Pearson's r. Pure: the lead rule (lead-lag.ts) uses them, tests hold them.

/**
 * Residuals of xs after the least-squares curve of degree 2 over their positions ts: what is left
 * of a change series once the slow bend of a concept's life (rising, settling, fading) is taken out.
 */
export function detrended(ts: readonly number[], xs: readonly number[]): number[] {
  const n = ts.length
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / n
  const dot = (a: number[], b: readonly number[]) => a.reduce((acc, x, i) => acc + x * b[i], 0)
  // an orthogonal basis of 1, t, t² over the sample points (Gram-Schmidt), then xs minus its projection
  const mt = mean([...ts])
  const basis: number[][] = []
  for (const raw of [ts.map(() => 1), ts.map((t) => t - mt), ts.map((t) => (t - mt) ** 2)]) {
    let v = raw
    for (const b of basis) {
      const k = dot(v, b) / dot(b, b)
      v = v.map((x, i) => x - k * b[i])
    }
    if (dot(v, v) > 1e-9) basis.push(v)
  }
  let out = [...xs]
  for (const b of basis) {
    const k = dot(out, b) / dot(b, b)
    out = out.map((x, i) => x - k * b[i])
  }
  return out
}

/** Pearson's r; null when fewer than 3 pairs or either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length
  if (n < 3 || ys.length !== n) return null
  const mx = xs.reduce((a, b) => a + b, 0) / n
  const my = ys.reduce((a, b) => a + b, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my)
    sxx += (xs[i] - mx) ** 2
    syy += (ys[i] - my) ** 2
  }
  if (sxx < 1e-12 || syy < 1e-12) return null
  return sxy / Math.sqrt(sxx * syy)
}
