// Chart axis rounding. ECharts picks its own maximum from the data, which gives odd
// gridlines such as 0 / 2469 / 4938; a fixed "nice" maximum keeps the split lines on round numbers.

const NICE_MULTIPLIERS = [1, 2, 2.5, 5]

// Powers of ten times 2.5 are not exact in binary floating point; 12 significant digits remove the noise.
function clean(n: number): number {
  return Number(n.toPrecision(12))
}

/**
 * The axis maximum, a whole number of round steps: the smallest step of the form 1, 2, 2.5 or
 * 5 × 10^k with step × splitNumber ≥ maxValue, times splitNumber; 0 (or no data) → 1.
 */
export function axisMax(maxValue: number, splitNumber = 5): number {
  if (!Number.isFinite(maxValue) || maxValue <= 0) return 1
  const splits = Math.max(1, Math.floor(splitNumber))
  const raw = maxValue / splits
  // Start one decade low: Math.log10 may land a hair under an exact power of ten.
  let exponent = Math.floor(Math.log10(raw)) - 1
  for (;;) {
    for (const m of NICE_MULTIPLIERS) {
      const step = clean(m * 10 ** exponent)
      const total = clean(step * splits)
      if (total >= maxValue) return total
    }
    exponent++
  }
}
