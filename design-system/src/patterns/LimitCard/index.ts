export { LimitCard, type LimitCardPending, type LimitCardProps } from './LimitCard';
