import type { PromotionType } from '@lobby/contract';

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
