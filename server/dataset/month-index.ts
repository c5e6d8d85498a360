// Month indexes of the generator: 0 is 2015-01, so that items launch from then and 2017-01 starts
// with a mature catalogue.
export const MONTH0_YEAR = 2015
/** index of 2017-01, the first month with facts (MONTH_RANGE_START in src/domain/constants.ts) */
export const FACT_START_INDEX = 24

export function monthIndex(ym: string): number {
  const [y, m] = ym.split('-').map(Number)
  return (y - MONTH0_YEAR) * 12 + (m - 1)
}

export function monthOfIndex(index: number): string {
  const y = MONTH0_YEAR + Math.floor(index / 12)
  const m = (index % 12) + 1
  return `${y}-${String(m).padStart(2, '0')}`
}
