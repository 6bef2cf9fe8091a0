import { useSystemStatus } from '../../data';

/** The platform's currency symbol (system status configuration), before every amount. */
export function useCurrencySymbol(): string {
  return useSystemStatus().data?.info.config.currencySymbol ?? '';
}
