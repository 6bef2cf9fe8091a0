export { ActivityCentre } from './ActivityCentre';
export { Articles } from './Articles';
export { Jackpot } from './Jackpot';
export { PromotionDetail } from './PromotionDetail';
export { PromotionGrid } from './PromotionGrid';
export { Promotions } from './Promotions';
export { RewardCentre } from './RewardCentre';
