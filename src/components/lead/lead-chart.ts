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
): { months: string[]; sales: (number | null)[]; volume: (number | null)[]; estimated: string[]; partial: string[] } {
  const n = answer.months.length
  const from = n - LEAD_WINDOW_MONTHS
  const volume = answer.volume[fit.social_plat] ?? []
  // a month's marks where its points are drawn: the volume's `lag` months later than it was recorded
  const drawnAt = (month: string) => answer.months[answer.months.indexOf(month) + fit.lag]
  const marked = (marks: ConceptLead['sales_marks'], status: string, shift: (m: string) => string | undefined) =>
    marks.flatMap((m) => {
      const at = shift(m.month)
      return m.status === status && at !== undefined ? [at] : []
    })
  const same = (m: string) => m
  return {
    estimated: [...marked(answer.sales_marks, 'estimated', same), ...marked(answer.volume_marks, 'estimated', drawnAt)],
    partial: [...marked(answer.sales_marks, 'partial', same), ...marked(answer.volume_marks, 'partial', drawnAt)],
    months: answer.months.slice(from),
    sales: indexed(answer.sales.slice(from)),
    volume: indexed(answer.months.slice(from).map((_, i) => volume[from + i - fit.lag] ?? null)),
  }
}
