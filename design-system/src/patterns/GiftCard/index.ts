export { GiftCard, giftKinds, type Gift, type GiftCardProps, type GiftKind } from './GiftCard';
