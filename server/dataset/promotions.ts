// Each platform's shopping calendar: the big sales (more shoppers, and lower prices that sell more
// units on top), the ordinary months around them, and on Chinese platforms the Spring Festival
// stop on its lunar date. Month index 0 is 2015-01.
import { isEnglishSource, type Source } from './families'
import { springFestivalDip } from './calendar'
import { round4 } from './curves'

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

function eventOf(source: Source, monthOfYear: number): SaleEvent | undefined {
  return SALE_EVENTS[source].find((e) => e.month === monthOfYear)
}

/** Shoppers per month index 0..endIndex (the price effect of a sale comes on top, per item). */
export function trafficCurve(source: Source, endIndex: number): number[] {
  const english = isEnglishSource(source)
  const base = english ? EN_BASE : ZH_BASE
  const dip = english ? null : springFestivalDip(endIndex)
  return Array.from({ length: endIndex + 1 }, (_, m) =>
    round4(base[m % 12] * (eventOf(source, (m % 12) + 1)?.traffic ?? 1) * (dip ? dip[m] : 1)),
  )
}

/** Average discount off the list price per month index 0..endIndex (0 outside the sales). */
export function discountCurve(source: Source, endIndex: number): number[] {
  return Array.from({ length: endIndex + 1 }, (_, m) => eventOf(source, (m % 12) + 1)?.discount ?? 0)
}
