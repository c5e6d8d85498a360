// The one formatter per kind of number (STYLE habit 8): money, counts, percentages, shares, dates
// and months, in the two languages (units and currency, docs/rules.md).
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import type { CatalogPlat, Currency } from '../../types'
import { PLATFORM_MAKEUP } from './platforms'
import { DATE_TIME_FORMAT, type Lang } from './constants'

dayjs.extend(utc)

/** Shown where a number is missing or not a number, so a table never prints "NaN". */
export const MISSING = '—'

// [switch when above, divisor, unit]
const ZH_UNITS: ReadonlyArray<readonly [number, number, string]> = [
  [99999999, 1e8, '亿'],
  [9999, 1e4, '万'],
]
// [switch at or above, unit]
const EN_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
]

// Scales a non-negative magnitude (docs/rules.md "Units and currency"). zh switches unit above its
// threshold (万 above 9999, 亿 above 99999999), en at the threshold (1 000 is 1.00K); below the
// smallest unit: a whole number.
function scaled(abs: number, lang: Lang): string {
  if (lang === 'zh') {
    for (const [above, size, unit] of ZH_UNITS) if (abs > above) return (abs / size).toFixed(2) + unit
  } else {
    for (const [size, unit] of EN_UNITS) if (abs >= size) return (abs / size).toFixed(2) + unit
  }
  return String(Math.round(abs))
}

function signed(value: number, lang: Lang, prefix: string, suffix = ''): string {
  const body = scaled(Math.abs(value), lang)
  // "-0" would read as a loss: the sign is kept only when something non-zero is shown.
  const negative = value < 0 && /[1-9]/.test(body)
  return (negative ? '-' : '') + prefix + body + suffix
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

export type { Currency }

export function currencyOf(source: string): Currency {
  return source in PLATFORM_MAKEUP ? PLATFORM_MAKEUP[source as CatalogPlat].currency : 'CNY'
}

// Units and currency: pairs ￥ with Chinese and US $ with English; the money itself is in the currency of its data
// source (Amazon in Chinese is still dollars), so the currency follows the source and the units (万/亿, K/M/B) the
// language. Dollars in Chinese are written as Chinese writes them, after the number and its unit ('112.45万美元'):
// 'US $112.45万' reads an English sign on a Chinese unit.
const CURRENCY_AFFIX: Record<Currency, Record<Lang, [prefix: string, suffix: string]>> = {
  CNY: { zh: ['￥', ''], en: ['¥', ''] },
  USD: { zh: ['', '美元'], en: ['US $', ''] },
}

/**
 * Units and currency: "Chinese uses 万 above 9999 and 亿 above 99999999 with a ￥ prefix; English uses K, M, B with a
 * US $ prefix." Negatives keep the sign before the currency ('-￥1.20万'); missing or NaN → '—'.
 */
export function formatMoney(value: number | null | undefined, lang: Lang, currency: Currency): string {
  if (!isNumber(value)) return MISSING
  const [prefix, suffix] = CURRENCY_AFFIX[currency][lang]
  return signed(value, lang, prefix, suffix)
}

/** Units and currency: "Chinese uses 万 above 9999 and 亿 above 99999999 …; English uses K, M, B" — the same scaling without a currency (volumes, social counts). */
export function formatCount(value: number | null | undefined, lang: Lang): string {
  if (!isNumber(value)) return MISSING
  return signed(value, lang, '')
}

/** Growth "%" with one decimal and its sign ('+35.2%', '-4.0%', '0.0%'); null (no base) → '—'. */
export function formatPercent(pct: number | null | undefined): string {
  if (pct === null || pct === undefined || Number.isNaN(pct)) return MISSING
  if (!Number.isFinite(pct)) return pct > 0 ? '+∞' : '-∞'
  const text = Math.abs(pct).toFixed(1)
  if (text === '0.0') return '0.0%'
  return `${pct > 0 ? '+' : '-'}${text}%`
}

/** A share ratio, 2 decimals unless asked otherwise; ∞ when the base is 0 (docs/rules.md "Growth rule"). */
export function formatShare(part: number, base: number, decimals = 2): string {
  if (!Number.isFinite(part) || Number.isNaN(base)) return MISSING
  if (base === 0) return '∞'
  return `${((part / base) * 100).toFixed(decimals)}%`
}

// Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for our
// data (2017 on) and needs no Intl time-zone database, which some mini-program engines lack.
const SHANGHAI_OFFSET_MIN = 8 * 60
// Strings like '2026-03-01 10:00:00' carry no zone; they are read as Shanghai wall time (the
// product's zone) rather than the zone of whatever machine runs the code.
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/

/** Units and currency: "Dates display in the Asia/Shanghai zone as year-month-day hour:minute:second." Invalid → '—'. */
export function formatDateTime(input: string | number | Date): string {
  if (typeof input === 'string' && ZONELESS.test(input.trim())) {
    const wall = dayjs.utc(input.trim())
    return wall.isValid() ? wall.format(DATE_TIME_FORMAT) : MISSING
  }
  const d = dayjs(input)
  return d.isValid() ? d.utcOffset(SHANGHAI_OFFSET_MIN).format(DATE_TIME_FORMAT) : MISSING
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The month label: a YYYY-MM month as zh '2026年10月' or en 'Oct 2026'; not a month → '—'. */
export function formatMonth(ts: string, lang: Lang): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(ts)
  if (!m) return MISSING
  const month = Number(m[2])
  return lang === 'zh' ? `${m[1]}年${month}月` : `${EN_MONTHS[month - 1]} ${m[1]}`
}
