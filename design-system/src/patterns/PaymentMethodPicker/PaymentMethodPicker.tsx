import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './PaymentMethodPicker.css';

export const paymentMethodKinds = ['bank', 'ewallet', 'crypto', 'card'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

export interface PaymentMethodOption {
  /** Reported by `onValueChange`. */
  value: string;
  name: string;
  /** Chooses the picture. */
  kind: PaymentMethodKind;
  min: number;
  max: number;
}

export interface PaymentMethodPickerProps {
  /** Names the group ("Deposit method"). */
  label: string;
  methods: readonly PaymentMethodOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  currencySymbol: string;
  disabled?: boolean;
  /** Placeholder cards while the methods load. */
  loading?: boolean;
}

/** The ways to pay as cards with their limits, one chosen (a radio group: arrow keys move and choose). */
export function PaymentMethodPicker({
  label,
  methods,
  value,
  onValueChange,
  currencySymbol,
  disabled,
  loading = false,
}: PaymentMethodPickerProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const labelId = useId();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {loading ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('moneyMethodsLoading')} role="group">
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.placeholder}>
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      ) : (
        <RadioGroup.Root
          className={styles.grid}
          value={value ?? ''}
          onValueChange={onValueChange}
          disabled={disabled}
          aria-labelledby={labelId}
        >
          {methods.map((method) => (
            <RadioGroup.Item key={method.value} value={method.value} className={styles.card}>
              <MethodIcon kind={method.kind} />
              <span className={styles.text}>
                <span className={styles.name}>{method.name}</span>
                <span className={styles.limits}>
                  {t('moneyAmountRange', { min: money(method.min), max: money(method.max) })}
                </span>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
    </div>
  );
}

const drawings: Record<PaymentMethodKind, string> = {
  bank: 'M3 9h18M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 19h18M12 3l9 5H3z',
  ewallet: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM10 18h4',
  crypto: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 8h8M12 8v9M9 11.5h6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
};

function MethodIcon({ kind }: { kind: PaymentMethodKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={drawings[kind]} />
    </svg>
  );
}
