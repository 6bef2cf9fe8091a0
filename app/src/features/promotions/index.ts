export { PromotionDetail } from './PromotionDetail';
export { PromotionGrid } from './PromotionGrid';
export { Promotions } from './Promotions';
