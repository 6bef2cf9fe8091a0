export { MissionCard, missionStates, type MissionCardProps, type MissionCardState } from './MissionCard';
