import type { ActivityState, PromotionType } from '../../api/wire/promotions';
import type { TextTone } from '@lobby/design-system';

/** The promotion types of SPEC.md section 2, in its order ('ALL' first, a filter only). */
export const promotionFilters = [
  'ALL',
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISHING',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'GAME',
] as const satisfies readonly ('ALL' | PromotionType)[];

export type PromotionFilter = (typeof promotionFilters)[number];

export function isPromotionFilter(value: unknown): value is PromotionFilter {
  return promotionFilters.some((filter) => filter === value);
}

/** How an activity state reads at a glance; the word itself always says it too. */
export const stateTone: Record<ActivityState, TextTone> = {
  COMING_SOON: 'info',
  JOIN: 'success',
  APPLYING: 'warning',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'secondary',
  PROCESSING: 'warning',
  JOINED: 'success',
  CLOSED: 'muted',
};
