// The lunar festivals that move Chinese shopping from one month to another. Their Gregorian dates
// change every year, so their effects are spread over the days each window covers in each month:
// a Spring Festival on 25 January dips late January and early February, one on 16 February only
// February. Month index 0 is 2015-01 (curves.ts).
import { MONTH0_YEAR } from './month-index'

/** Lunar new year (正月初一) by year. */
export const SPRING_FESTIVAL: Readonly<Record<number, string>> = {
  2015: '2015-02-19',
  2016: '2016-02-08',
  2017: '2017-01-28',
  2018: '2018-02-16',
  2019: '2019-02-05',
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
}

/** Mid-Autumn Festival (八月十五) by year. */
export const MID_AUTUMN: Readonly<Record<number, string>> = {
  2015: '2015-09-27',
  2016: '2016-09-15',
  2017: '2017-10-04',
  2018: '2018-09-24',
  2019: '2019-09-13',
  2020: '2020-10-01',
  2021: '2021-09-21',
  2022: '2022-09-10',
  2023: '2023-09-29',
  2024: '2024-09-17',
  2025: '2025-10-06',
  2026: '2026-09-25',
  2027: '2027-09-15',
  2028: '2028-10-03',
  2029: '2029-09-22',
  2030: '2030-09-12',
}

const DAY = 86_400_000

function dayOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY
}

function monthIndexOfDay(day: number): number {
  const d = new Date(day * DAY)
  return (d.getUTCFullYear() - MONTH0_YEAR) * 12 + d.getUTCMonth()
}

function daysInMonth(index: number): number {
  return new Date(Date.UTC(MONTH0_YEAR, index + 1, 0)).getUTCDate()
}

/**
 * Per month index 0..endIndex, the weight a festival window puts on the month: for each year's
 * festival day, `weight(k)` for the day k days from it (negative before), summed over the days of
 * the window [from, to) and divided by the days of the month. A window of weight 1 covering a whole
 * month gives that month 1.
 */
function festivalWindow(
  dates: Readonly<Record<number, string>>,
  endIndex: number,
  from: number,
  to: number,
  weight: (k: number) => number,
): number[] {
  const out = new Array<number>(endIndex + 1).fill(0)
  for (const date of Object.values(dates)) {
    const festival = dayOf(date)
    for (let k = from; k < to; k++) {
      const m = monthIndexOfDay(festival + k)
      if (m >= 0 && m <= endIndex) out[m] += weight(k)
    }
  }
  return out.map((w, m) => w / daysInMonth(m))
}

/**
 * Couriers, factories and shops stop from about ten days before the lunar new year to a week
 * after: 1 where the month holds none of it, down to 1 − depth where all of the month does.
 */
export function springFestivalDip(endIndex: number, depth = 0.55): number[] {
  return festivalWindow(SPRING_FESTIVAL, endIndex, -10, 8, () => 1).map((share) => 1 - depth * share)
}

/** Share of each month in the five weeks of 年货 buying that end when deliveries stop before the new year. */
export function newYearGoodsShare(endIndex: number): number[] {
  return festivalWindow(SPRING_FESTIVAL, endIndex, -38, -10, () => 1)
}

/**
 * Mooncake buying: it builds over the four weeks before the festival (companies order early,
 * families in the last fortnight) and stops on the day. Normalised so the weights of one festival
 * sum to 30 days: a month holding all of it reads about 1.
 */
export function midAutumnShare(endIndex: number): number[] {
  const ramp = (k: number) => Math.min(1, (k + 29) / 18)
  let total = 0
  for (let k = -28; k < 0; k++) total += ramp(k)
  return festivalWindow(MID_AUTUMN, endIndex, -28, 0, (k) => (ramp(k) * 30) / total)
}
