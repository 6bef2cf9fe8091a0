export { InviteCard, type InviteCardProps } from './InviteCard';
