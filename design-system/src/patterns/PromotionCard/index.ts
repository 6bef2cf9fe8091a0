export {
  ActivityAction,
  activityActionKey,
  promotionKinds,
  type ActivityActionProps,
  type PromotionKind,
} from './ActivityAction';
export { PromotionCard, promotionBannerSize, type PromotionCardProps } from './PromotionCard';
