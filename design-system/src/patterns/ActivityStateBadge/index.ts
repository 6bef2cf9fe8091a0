export {
  ActivityStateBadge,
  RewardStateBadge,
  type ActivityStateBadgeProps,
  type RewardStateBadgeProps,
} from './ActivityStateBadge';
export { activityStates, rewardStates, type ActivityState, type RewardState } from './states';
