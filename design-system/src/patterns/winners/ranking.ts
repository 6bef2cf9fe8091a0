import { formatMoney } from '../../format';
import { useDsLanguage } from '../../i18n';

export interface Winner {
  id: string;
  /** The player's name, already masked by the server. */
  player: string;
  amount: number;
  gameName: string;
  /** When it was won, already formatted. */
  time?: string;
}

// SPEC.md section 9: at most 20 winners, sorted by amount, the first 3 on a podium.
export const winnerBoardLimit = 20;
export const podiumSize = 3;

/** The winners biggest first, cut at the limit: the podium's three, then the rest. */
export function rankWinners(winners: Winner[]) {
  const ranked = [...winners].sort((a, b) => b.amount - a.amount).slice(0, winnerBoardLimit);
  return { ranked, top: ranked.slice(0, podiumSize), rest: ranked.slice(podiumSize) };
}

/** A win's amount in the platform's currency, always with 2 decimals (SPEC.md section 9). */
export function useWinnerMoney(currencySymbol: string) {
  const locale = useDsLanguage();
  return (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
}
