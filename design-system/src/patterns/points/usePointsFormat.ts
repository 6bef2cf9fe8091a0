import { formatMoney, formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';

/** `points` points convert into `amount` of money (the platform's published rate). */
export interface PointsRate {
  points: number;
  amount: number;
}

/**
 * What the points patterns share: points as words ("1,500 points"), plain numbers, and money with
 * two decimals and separators (SPEC.md section 9), all in the reader's language.
 */
export function usePointsFormat(currencySymbol = '') {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  const number = (value: number) => formatNumber(value, { locale });
  return {
    number,
    money,
    points: (count: number) =>
      t(Math.abs(count) === 1 ? 'pointsCountOne' : 'pointsCountOther', { points: number(count) }),
    rate: (rate: PointsRate) =>
      t('pointsBalanceRateValue', { points: number(rate.points), amount: money(rate.amount) }),
  };
}
