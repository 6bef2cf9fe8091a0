export { VipBadge, type VipBadgeProps } from './VipBadge';
