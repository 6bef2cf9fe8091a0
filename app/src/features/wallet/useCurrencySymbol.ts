import { useBalance, useSystemStatus } from '../../data';

/** The platform's currency symbol: the balance's, else the site configuration's. */
export function useCurrencySymbol(): string {
  const balance = useBalance();
  const status = useSystemStatus();
  return balance.data?.currencySymbol ?? status.data?.info.config.currencySymbol ?? '';
}
