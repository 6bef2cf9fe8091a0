export { VipLevels, type VipLevelsProps } from './VipLevels';
