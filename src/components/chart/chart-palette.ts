import { isDarkAppearance } from '../../platform/appearance'

/** The colours a canvas chart draws besides its lines: the page's palette (styles/_theme.scss), light or dark. */
export interface ChartPalette {
  /** legend text */
  ink2: string
  /** axis labels */
  ink3: string
  /** axis and grid lines */
  line: string
  /** the inside of a hollow point: the card the chart sits on */
  card: string
}

export const LIGHT_CHART: ChartPalette = { ink2: '#4a5468', ink3: '#8a93a6', line: '#e3e7ef', card: '#ffffff' }
export const DARK_CHART: ChartPalette = { ink2: '#b7bfcd', ink3: '#939cae', line: '#2e3646', card: '#181d26' }

/** The palette of the appearance the system shows now. */
export const chartPalette = (): ChartPalette => (isDarkAppearance() ? DARK_CHART : LIGHT_CHART)
