// The parts the chart components share (TrendChart, BreakdownChart).
export { ChartFrame, type ChartFrameProps } from './ChartFrame';
export { chartValueKinds, formatChartValue, formatDay, formatTick, type ChartValueKind } from './chartValues';
export { useChartSize, type ChartSize } from './useChartSize';
