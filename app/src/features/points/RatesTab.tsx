import { ExchangeRateTable, type PointsEarningRate } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { usePointConfig } from '../../data';
import { CentrePanel, useCurrencySymbol, useTableState } from '../shared';

/**
 * The exchange-rate table (SPEC.md section 2): per point type the bet or deposit that earns points
 * (MCS2_getPointConfig ratios; the redeem type is counted in points), and points into money.
 */
export function RatesTab() {
  const { t } = useTranslation();
  const config = usePointConfig();
  const tableState = useTableState(config);
  const currencySymbol = useCurrencySymbol();
  const rates: PointsEarningRate[] = (config.data?.ratios ?? []).map((ratio) => ({
    id: ratio.pointType,
    label: t(`points.types.${ratio.pointType}`),
    amount: ratio.amount,
    amountKind: ratio.unit === 'point' ? 'points' : 'money',
    points: ratio.points,
  }));
  return (
    <CentrePanel title={t('points.tabs.rates')}>
      <ExchangeRateTable
        rates={rates}
        conversion={config.data?.exchangeRate}
        currencySymbol={currencySymbol}
        {...tableState}
      />
    </CentrePanel>
  );
}
