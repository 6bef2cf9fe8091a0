import { formatDateTime, formatMoney, formatNumber, type DateTimeStyle } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../data';

/**
 * Numbers, money and dates in the page's language (STYLE.md: every amount and date through the
 * formatters); dates in the platform's clock (system config timezoneOffset), as the agent clock is.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const status = useSystemStatus();
  const locale = i18n.language;
  const config = status.data?.info.config;
  const offsetMinutes = config?.timezoneOffset ?? 0;
  const currencySymbol = config?.currencySymbol ?? '';
  return useMemo(
    () => ({
      locale,
      offsetMinutes,
      /** The symbol `money` puts before amounts (the site configuration's), for parts that format themselves. */
      currencySymbol,
      /** SPEC.md section 9: amounts with two decimals and thousands separators. */
      money: (amount: number, symbol = currencySymbol) => formatMoney(amount, { locale, symbol, decimals: 2 }),
      number: (value: number) => formatNumber(value, { locale }),
      date: (value: string, style: DateTimeStyle = 'dateTime') =>
        formatDateTime(value, { locale, offsetMinutes, style }),
    }),
    [locale, offsetMinutes, currencySymbol],
  );
}
