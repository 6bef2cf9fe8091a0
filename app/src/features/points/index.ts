export { PointMall } from './PointMall';
