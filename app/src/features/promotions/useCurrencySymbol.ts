import { useSystemStatus } from '../../data';

/** The platform's currency symbol, for the patterns that format amounts themselves. */
export function useCurrencySymbol(): string {
  return useSystemStatus().data?.info.config.currencySymbol ?? '';
}
