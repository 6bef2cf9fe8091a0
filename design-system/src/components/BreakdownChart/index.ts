export { BreakdownChart, type BreakdownChartProps, type BreakdownItem } from './BreakdownChart';
