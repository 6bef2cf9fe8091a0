// The parts the chart components share (TrendChart, BreakdownChart).
export { ChartFrame } from './ChartFrame';
export { chartValueKinds, formatChartValue, formatDay, formatTick, type ChartValueKind } from './chartValues';
