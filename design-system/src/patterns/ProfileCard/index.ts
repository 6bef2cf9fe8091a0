export { ProfileCard, type ProfileCardProps, type ProfileField } from './ProfileCard';
