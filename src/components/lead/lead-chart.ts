// The two series of a lead drawn with the lead applied: the sales of each month of the window
// beside the volume of `lag` months earlier, each as an index (its mean over the window = 100), so
// yuan and mentions share one axis and the shapes can be set side by side.
import type { ConceptLead, LeadFit } from '../../../types'
import { LEAD_WINDOW_MONTHS } from '../../domain/lead-lag'

function indexed(values: (number | null)[]): (number | null)[] {
  const known = values.filter((v): v is number => v !== null)
  const mean = known.reduce((a, b) => a + b, 0) / (known.length || 1)
  return values.map((v) => (v === null || mean <= 0 ? null : Math.round((v / mean) * 1000) / 10))
}

export function leadChartSeries(
  answer: ConceptLead,
  fit: LeadFit,
): { months: string[]; sales: (number | null)[]; volume: (number | null)[] } {
  const n = answer.months.length
  const from = n - LEAD_WINDOW_MONTHS
  const volume = answer.volume[fit.social_plat] ?? []
  return {
    months: answer.months.slice(from),
    sales: indexed(answer.sales.slice(from)),
    volume: indexed(answer.months.slice(from).map((_, i) => volume[from + i - fit.lag] ?? null)),
  }
}
