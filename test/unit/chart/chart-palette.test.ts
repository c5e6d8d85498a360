// Canvas charts draw their own axis, grid, legend and hollow points: in the page's palette of the
// system's appearance, light or dark (the lines keep their colours).
import { chartPalette, DARK_CHART, LIGHT_CHART } from '../../../src/components/chart/chart-palette'
import { buildTrendOptions } from '../../../src/components/chart/trend-options'

const input = {
  months: ['2026-08', '2026-09', '2026-10'],
  series: [
    { name: '销售额', values: [1, 2, 3] },
    { name: '去年同月', values: [1, 1, 2], final: true },
  ],
  valueKind: 'money' as const,
  currency: 'CNY' as const,
  lang: 'zh' as const,
  estimatedMonths: ['2026-10'],
}

test('the dark palette draws the axes, grid, labels, legend and hollow points in its colours; light by default', () => {
  const words = (o: unknown) => JSON.stringify(o)
  const light = words(buildTrendOptions(input))
  const dark = words(buildTrendOptions({ ...input, palette: DARK_CHART }))
  for (const colour of Object.values(LIGHT_CHART)) expect([colour, light.includes(colour)]).toEqual([colour, true])
  for (const colour of Object.values(DARK_CHART)) expect([colour, dark.includes(colour)]).toEqual([colour, true])
  for (const colour of [LIGHT_CHART.line, LIGHT_CHART.card]) expect([colour, dark.includes(colour)]).toEqual([colour, false])
})

test('the palette follows the system appearance (prefers-color-scheme on the web)', () => {
  const scheme = (dark: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark') })) as unknown as typeof window.matchMedia
  }
  scheme(true)
  expect(chartPalette()).toBe(DARK_CHART)
  scheme(false)
  expect(chartPalette()).toBe(LIGHT_CHART)
})
