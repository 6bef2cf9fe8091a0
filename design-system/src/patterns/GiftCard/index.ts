export { GiftCard, type Gift, type GiftCardProps } from './GiftCard';
