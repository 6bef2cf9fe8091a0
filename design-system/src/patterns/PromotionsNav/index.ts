export { PromotionsNav, type PromotionsNavItem, type PromotionsNavProps } from './PromotionsNav';
