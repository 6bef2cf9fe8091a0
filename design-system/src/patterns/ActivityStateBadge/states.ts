import type { ActivityState, RewardState } from '@lobby/contract';

const stateTones = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StateTone = (typeof stateTones)[number];

/** How a state reads at a glance; its word always says it too (colour is never the only cue). */
export const activityTone: Record<ActivityState, StateTone> = {
  COMING_SOON: 'info',
  JOIN: 'success',
  APPLYING: 'warning',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'neutral',
  PROCESSING: 'warning',
  JOINED: 'info',
  CLOSED: 'neutral',
};

export const rewardTone: Record<RewardState, StateTone> = {
  ISSUED: 'success',
  CLAIMED: 'neutral',
  PROCESSING: 'warning',
  EXPIRED: 'danger',
};
