export {
  TrendChart,
  trendChartVariants,
  type TrendChartProps,
  type TrendChartVariant,
  type TrendPoint,
} from './TrendChart';
export { chartValueKinds, type ChartValueKind } from '../../private/chart';
