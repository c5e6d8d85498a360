// The chart is another component with its own tests; a screen's tests check what it hands the chart.
// Use it as jest.mock('…/components/chart/TrendChart', () => jest.requireActual('…/helpers/trend-chart-stub')).
import { screen } from '@testing-library/react'
import type { TrendChartProps } from '../../../src/components/chart/trend-chart-props'

/** Draws the chart's title and keeps its props on the element, for chartProps to read back. */
export function TrendChart(props: TrendChartProps) {
  return (
    <div data-testid={props.testId} data-props={JSON.stringify(props)}>
      {props.title}
    </div>
  )
}

/** The props the screen last handed the chart with this test id. */
export function chartProps(testId: string): TrendChartProps {
  return JSON.parse(screen.getByTestId(testId).getAttribute('data-props') ?? '{}') as TrendChartProps
}
