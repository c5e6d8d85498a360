// Each platform's shopping calendar: the big sales (more shoppers, and lower prices that sell more
// units on top), the ordinary months around them, and on Chinese platforms the Spring Festival
// stop on its lunar date. An event is not the same every year: its size changes from year to year,
// and from 2020 the Chinese 618 and 双11 sell part of it in presales the month before.
// Month index 0 is 2015-01.
import { isEnglishSource, type Source } from './families'
import { springFestivalDip } from './calendar'
import { round4 } from './curves'
import { MONTH0_YEAR } from './month-index'

export interface SaleEvent {
  name: string
  /** month of the year, 1..12 */
  month: number
  /** shoppers drawn by the event, before any price effect (1 = an ordinary month) */
  traffic: number
  /** average discount off the list price across the platform's items (items join unequally) */
  discount: number
}

/**
 * 双11 is Taobao/Tmall's own; JD's biggest is 618, its anniversary sale; Douyin runs both, its 618
 * a little ahead. Amazon has Prime Day in July and Black Friday; eBay answers both with its own.
 */
export const SALE_EVENTS: Readonly<Record<Source, readonly SaleEvent[]>> = {
  all: [
    { name: '3.8 女王节', month: 3, traffic: 1.04, discount: 0.04 },
    { name: '618', month: 6, traffic: 1.12, discount: 0.1 },
    { name: '双11', month: 11, traffic: 1.45, discount: 0.2 },
    { name: '双12', month: 12, traffic: 1.1, discount: 0.07 },
  ],
  jd: [
    { name: '618 (JD anniversary)', month: 6, traffic: 1.5, discount: 0.2 },
    { name: '双11', month: 11, traffic: 1.22, discount: 0.12 },
    { name: '双12', month: 12, traffic: 1.04, discount: 0.04 },
  ],
  douyin: [
    { name: '抖音618好物节', month: 6, traffic: 1.38, discount: 0.16 },
    { name: '抖音双11好物节', month: 11, traffic: 1.32, discount: 0.15 },
  ],
  gamazon: [
    { name: 'Prime Day', month: 7, traffic: 1.3, discount: 0.18 },
    { name: 'Black Friday / Cyber Monday', month: 11, traffic: 1.35, discount: 0.2 },
    { name: 'Holiday season', month: 12, traffic: 1.5, discount: 0.05 },
  ],
  ebay: [
    { name: 'Summer deals (against Prime Day)', month: 7, traffic: 1.06, discount: 0.07 },
    { name: 'Black Friday', month: 11, traffic: 1.3, discount: 0.16 },
    { name: 'Holiday season', month: 12, traffic: 1.45, discount: 0.05 },
  ],
}

/** Ordinary months, the events aside: summer holidays slow Chinese shopping; January is quiet overseas. */
const ZH_BASE = [1.02, 1.0, 0.98, 0.97, 1.0, 1.0, 0.92, 0.93, 1.0, 1.03, 1.0, 1.0]
const EN_BASE = [0.86, 0.84, 0.94, 0.95, 1.0, 1.0, 1.0, 1.03, 0.98, 1.04, 1.0, 1.0]

/**
 * How units answer a price cut: units × (price / list price)^−ELASTICITY, so a 20 % discount sells
 * about 1.5 times the units. Applied per item and month by the facts query (sql-items.ts).
 */
export const PRICE_ELASTICITY = 1.8

/** The first year the Chinese platforms sold their big events ahead, with presales in the month before. */
const PRESALE_FROM = 2020

function unit(key: string): number {
  let h = 2166136261
  for (let k = 0; k < key.length; k++) h = Math.imul(h ^ key.charCodeAt(k), 16777619)
  h = Math.imul(h ^ (h >>> 15), 2246822507)
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296
}

/** How hard a platform pushes an event in a year, against its listed size: 0.6 to 1.4 times. */
function yearSize(source: Source, event: SaleEvent, year: number): number {
  return 0.6 + 0.8 * unit(`${source}#${event.name}#${year}`)
}

/** The share of a Chinese 618 or 双11 sold in its presale, in the month before: none before PRESALE_FROM, then 15 to 40 %. */
function presaleShare(source: Source, event: SaleEvent, year: number): number {
  if (isEnglishSource(source) || (event.month !== 6 && event.month !== 11) || year < PRESALE_FROM) return 0
  return 0.15 + 0.25 * unit(`${source}#${event.name}#${year}#presale`)
}

/**
 * How much of each event month index m holds (1: all of it): per event, its size that year, less
 * the presale's share in its own month and that share in the month before.
 */
function eventShares(source: Source, m: number): { event: SaleEvent; weight: number }[] {
  const year = MONTH0_YEAR + Math.floor(m / 12)
  const month = (m % 12) + 1
  const out: { event: SaleEvent; weight: number }[] = []
  for (const event of SALE_EVENTS[source]) {
    const size = yearSize(source, event, year)
    const presale = presaleShare(source, event, year)
    if (event.month === month) out.push({ event, weight: size * (1 - presale) })
    else if (event.month === month + 1 && presale > 0) out.push({ event, weight: size * presale })
  }
  return out
}

/** Shoppers per month index 0..endIndex (the price effect of a sale comes on top, per item). */
export function trafficCurve(source: Source, endIndex: number): number[] {
  const english = isEnglishSource(source)
  const base = english ? EN_BASE : ZH_BASE
  const dip = english ? null : springFestivalDip(endIndex)
  return Array.from({ length: endIndex + 1 }, (_, m) => {
    const events = eventShares(source, m).reduce((x, { event, weight }) => x * (1 + (event.traffic - 1) * weight), 1)
    return round4(base[m % 12] * events * (dip ? dip[m] : 1))
  })
}

/** Average discount off the list price per month index 0..endIndex (0 outside the sales and their presales). */
export function discountCurve(source: Source, endIndex: number): number[] {
  return Array.from({ length: endIndex + 1 }, (_, m) =>
    round4(
      Math.min(
        0.3,
        eventShares(source, m).reduce((x, { event, weight }) => x + event.discount * weight, 0),
      ),
    ),
  )
}
