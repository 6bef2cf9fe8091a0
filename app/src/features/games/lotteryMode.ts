/**
 * The lottery prize mode (SPEC.md section 4): elott when the lottery vendors include the Vietnam lotto
 * or the lott card, else lott. The lottery vendors are the cards of the LOTT and ELOTT lanes.
 */
import { prizeModeFor } from '../../api/lottery';
import type { PrizeMode, VendorLane } from '@lobby/contract';
import { useGameVendors } from '../../data';

function lotteryVendorCodes(lanes: readonly VendorLane[]): string[] {
  return lanes
    .filter((lane) => lane.title === 'LOTT' || lane.title === 'ELOTT')
    .flatMap((lane) => lane.cards.map((card) => card.vassalage));
}

/** The prize mode, once the vendor lanes are known. */
export function useLotteryPrizeMode(): PrizeMode | undefined {
  const lanes = useGameVendors().data?.data.lanes;
  return lanes ? prizeModeFor(lotteryVendorCodes(lanes)) : undefined;
}
