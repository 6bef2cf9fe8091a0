export { GiftGrid, type GiftGridProps } from './GiftGrid';
