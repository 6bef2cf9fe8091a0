export { RewardList, type RewardItem, type RewardListProps } from './RewardList';
