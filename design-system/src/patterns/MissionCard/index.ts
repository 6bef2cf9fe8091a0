export { MissionCard, type MissionCardProps } from './MissionCard';
