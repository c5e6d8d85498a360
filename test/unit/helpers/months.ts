/** The twelve months up to the fixtures' newest (2026-10), oldest first, as a trend of a year lists them. */
export const YEAR_TO_2026_10 = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
]
