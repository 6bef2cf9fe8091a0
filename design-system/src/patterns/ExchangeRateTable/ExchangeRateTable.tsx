import type { ReactNode } from 'react';
import { Table, type TableColumn } from '../../components/Table';
import { useDsTranslation } from '../../i18n';
import { Summary, usePointsFormat, type PointsRate } from '../points';
import * as styles from './ExchangeRateTable.css';

/** How many points a bet or deposit of one point type earns. */
export interface PointsEarningRate {
  id: string;
  /** The point type in words (live casino, slots, deposit, ...). */
  label: ReactNode;
  /** What is spent to earn `points`: money, or points for a type counted in points. */
  amount: number;
  amountKind: 'money' | 'points';
  points: number;
}

export interface ExchangeRateTableProps {
  rates: PointsEarningRate[];
  /** Points into money, shown under the table once known. */
  conversion?: PointsRate;
  currencySymbol?: string;
  loading?: boolean;
  /** A failed load, in words; shown with a retry button when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
}

/** The points mall's exchange-rate table (SPEC.md section 2): per point type, bet amount to points, and points to money. */
export function ExchangeRateTable({
  rates,
  conversion,
  currencySymbol,
  loading,
  error,
  onRetry,
}: ExchangeRateTableProps) {
  const t = useDsTranslation();
  const format = usePointsFormat(currencySymbol);
  const columns: TableColumn<PointsEarningRate>[] = [
    { key: 'label', header: t('pointsRatesType'), render: (rate) => rate.label },
    {
      key: 'amount',
      header: t('pointsRatesSpend'),
      align: 'end',
      render: (rate) => (rate.amountKind === 'points' ? format.points(rate.amount) : format.money(rate.amount)),
    },
    { key: 'points', header: t('pointsRatesEarn'), align: 'end', render: (rate) => format.points(rate.points) },
  ];
  return (
    <div className={styles.root}>
      <Table
        caption={t('pointsRatesCaption')}
        columns={columns}
        rows={rates}
        rowKey={(rate) => rate.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
      {conversion ? <Summary rows={[[t('pointsRatesConversion'), format.rate(conversion)]]} /> : null}
    </div>
  );
}
