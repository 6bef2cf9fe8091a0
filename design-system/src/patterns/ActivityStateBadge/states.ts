/** The activity states of SPEC.md section 4, from the player's side. */
export const activityStates = [
  'COMING_SOON',
  'JOIN',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESSING',
  'JOINED',
  'CLOSED',
] as const;
export type ActivityState = (typeof activityStates)[number];

/** The states of a reward in the reward centre. */
export const rewardStates = ['ISSUED', 'CLAIMED', 'PROCESSING', 'EXPIRED'] as const;
export type RewardState = (typeof rewardStates)[number];

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
