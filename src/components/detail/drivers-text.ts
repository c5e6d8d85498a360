// The words of the drivers tab: each part's name in the reader's language, a price band's range,
// and the sentences read before the figures (the whole change, the item age that made most of it
// and the one against it, the category and the price band that moved most).
import type { ConceptDrivers, Currency, DriverPart, PriceBand } from '../../../types'
import type { Lang } from '../../domain/constants'
import { formatMoney, formatPercent } from '../../domain/format'
import type { Translate } from '../hooks/use-t'

export type PartKind = 'age' | 'category' | 'brand' | 'band'

/** A change with its sign ('+￥3.20万', '-US $1.2M'). */
export function signedMoney(value: number | null, lang: Lang, currency: Currency): string {
  const text = formatMoney(value, lang, currency)
  return value !== null && value > 0 ? `+${text}` : text
}

export function bandName(band: Pick<PriceBand, 'low' | 'high'>, t: Translate, lang: Lang, currency: Currency): string {
  const low = formatMoney(band.low, lang, currency)
  return band.high === null
    ? t('detailTabs.drivers.bandFrom', { low })
    : t('detailTabs.drivers.bandRange', { low, high: formatMoney(band.high, lang, currency) })
}

export function partName(part: DriverPart, kind: PartKind, t: Translate, lang: Lang, currency: Currency): string {
  if (part.key === 'rest') return part.members ? t('detailTabs.drivers.rest', { count: part.members }) : t('detailTabs.drivers.restUnnamed')
  if (kind === 'age') return t(`detailTabs.drivers.age.${part.key as 'new' | 'continuing' | 'stopped'}`)
  if (kind === 'band') return bandName(part as PriceBand, t, lang, currency)
  return (lang === 'en' && part.name_en) || part.name
}

/** The part that moved most in the given direction (+1 up, -1 down), or null. */
function mostIn(parts: DriverPart[], direction: number): DriverPart | null {
  let best: DriverPart | null = null
  for (const p of parts)
    if (p.change !== null && p.change * direction > 0 && (!best || Math.abs(p.change) > Math.abs(best.change ?? 0))) best = p
  return best
}

/** The sentences above the figures, in order. */
export function driversLead(d: ConceptDrivers, t: Translate, lang: Lang): string[] {
  const money = (v: number | null) => signedMoney(v, lang, d.currency)
  if (d.total_change === null) return [t('detailTabs.drivers.leadUnknown')]
  if (d.total_change === 0) return [t('detailTabs.drivers.leadFlat')]
  const direction = Math.sign(d.total_change)
  const lines = [
    t(direction > 0 ? 'detailTabs.drivers.leadUp' : 'detailTabs.drivers.leadDown', {
      change: formatMoney(Math.abs(d.total_change), lang, d.currency),
      pct: formatPercent(d.total_yoy),
    }),
  ]
  const age = mostIn(d.by_age, direction)
  // a part larger than the whole change (others moved against it) is not a "share" a reader can picture
  if (age) {
    const part = partName(age, 'age', t, lang, d.currency)
    const beyond = age.change_share === null || Math.abs(age.change_share) > 100
    lines.push(
      beyond
        ? t('detailTabs.drivers.leadPartBeyond', { part, change: money(age.change) })
        : t('detailTabs.drivers.leadPart', { part, change: money(age.change), share: `${age.change_share}%` }),
    )
  }
  const against = mostIn(d.by_age, -direction)
  if (against)
    lines.push(t('detailTabs.drivers.leadAgainst', { part: partName(against, 'age', t, lang, d.currency), change: money(against.change) }))
  const category = mostIn(
    d.by_category.filter((p) => p.key !== 'rest'),
    direction,
  )
  if (category && d.by_category.length > 1)
    lines.push(
      t('detailTabs.drivers.leadCategory', { name: partName(category, 'category', t, lang, d.currency), change: money(category.change) }),
    )
  const band = mostIn(d.price_bands, direction)
  if (band && d.price_bands.length > 1)
    lines.push(t('detailTabs.drivers.leadBand', { band: partName(band, 'band', t, lang, d.currency), change: money(band.change) }))
  return lines
}
