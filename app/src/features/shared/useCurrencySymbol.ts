import { useBalance, useSystemStatus } from '../../data';

/**
 * The platform's currency symbol, for the patterns that format amounts themselves: the member's
 * balance's when it is known, else the site configuration's (what guests see).
 */
export function useCurrencySymbol(): string {
  const balance = useBalance();
  const status = useSystemStatus();
  return balance.data?.currencySymbol ?? status.data?.info.config.currencySymbol ?? '';
}
