// ECharts' core alone (its model, scheduler and API), so that TrendChart can have it evaluated in a
// task of its own before the charts and components are (echarts-trend.ts). Only what the app uses
// is named: a module loaded with import() keeps every export it has.
export { init } from 'echarts/core'
