// The games feature's public API: the play rules every list of games shares (SPEC.md sections 2, 4, 7).
export { useGameCards, useGamePlay, toCard, type GamePlay } from './usePlay';
export {
  freePlayMode,
  launchTarget,
  lotteryParams,
  seamlessHref,
  seamlessParams,
  vendorHref,
  type LaunchTarget,
} from './launchTarget';
