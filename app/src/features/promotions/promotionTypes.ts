import { promotionTypes } from '@lobby/contract';

/** The promotion types of SPEC.md section 2, in its order ('ALL' first, a filter only). */
export const promotionFilters = ['ALL', ...promotionTypes] as const;

export type PromotionFilter = (typeof promotionFilters)[number];

export function isPromotionFilter(value: unknown): value is PromotionFilter {
  return promotionFilters.some((filter) => filter === value);
}
