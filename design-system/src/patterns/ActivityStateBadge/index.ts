export {
  ActivityStateBadge,
  RewardStateBadge,
  type ActivityStateBadgeProps,
  type RewardStateBadgeProps,
} from './ActivityStateBadge';
