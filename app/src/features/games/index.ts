// The games feature's public API: the play rules every list of games shares (SPEC.md sections 2, 4, 7).
export { useGameCards } from './usePlay';
export { freePlayMode, lotteryParams, seamlessParams, vendorHref } from './launchTarget';
