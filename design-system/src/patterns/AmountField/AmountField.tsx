import { useId, type ReactNode } from 'react';
import { TextField } from '../../components/TextField';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { amountText, parseAmount, type AmountProblem } from './amount';
import * as styles from './AmountField.css';

export interface AmountFieldProps {
  /** Names the field ("Amount"). */
  label: ReactNode;
  /** The text as typed; kept as it is, so nothing typed is ever lost. */
  value: string;
  onValueChange: (value: string) => void;
  /** The platform's currency symbol, shown before the amount. */
  currencySymbol: string;
  /** The limits, shown as the hint ("From $100.00 to $50,000.00"). */
  min?: number;
  max?: number;
  /** Suggested amounts, one press each. */
  quickAmounts?: readonly number[];
  /** The "all" shortcut fills this amount (a wallet's balance); no shortcut when omitted. */
  allAmount?: number;
  /** More help under the limits (what happens next). */
  hint?: ReactNode;
  /** The problem under the field (`useAmountProblemText`), or the caller's own error. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  onBlur?: () => void;
}

/**
 * A money amount with its currency symbol, its limits, quick amounts and an "all" shortcut
 * (deposit, withdrawal and transfers; SPEC.md section 9: amounts with 2 decimals).
 */
export function AmountField({
  label,
  value,
  onValueChange,
  currencySymbol,
  min,
  max,
  quickAmounts = [],
  allAmount,
  hint,
  error,
  disabled,
  required,
  name,
  id,
  onBlur,
}: AmountFieldProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const quickId = useId();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  const typed = parseAmount(value);
  const range =
    min !== undefined && max !== undefined ? t('moneyAmountRange', { min: money(min), max: money(max) }) : null;
  const shortcuts = allAmount === undefined ? quickAmounts : [...quickAmounts, allAmount];
  return (
    <div className={styles.root}>
      <TextField
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        required={required}
        disabled={disabled}
        start={
          <span className={styles.symbol} aria-hidden="true">
            {currencySymbol}
          </span>
        }
        hint={
          range || hint ? (
            <>
              {range}
              {range && hint ? ' · ' : null}
              {hint}
            </>
          ) : undefined
        }
        error={error}
      />
      {shortcuts.length > 0 ? (
        <fieldset className={styles.quick} aria-labelledby={quickId} disabled={disabled}>
          <legend id={quickId} className={visuallyHidden}>
            {t('moneyAmountQuick')}
          </legend>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.chip}
              aria-pressed={typed !== null && Math.round(typed * 100) === Math.round(amount * 100)}
              onClick={() => onValueChange(amountText(amount))}
            >
              {money(amount)}
            </button>
          ))}
          {allAmount !== undefined ? (
            <button
              type="button"
              className={styles.chip}
              aria-label={t('moneyAmountAllLabel', { amount: money(allAmount) })}
              onClick={() => onValueChange(amountText(allAmount))}
            >
              {t('moneyAmountAll')}
            </button>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/** Words a problem of `checkAmount` in the page's language, with the limit as money. */
export function useAmountProblemText(currencySymbol: string): (problem: AmountProblem | null) => string | undefined {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  return (problem) => {
    if (!problem) return undefined;
    if (problem.kind === 'required') return t('moneyAmountRequired');
    if (problem.kind === 'format') return t('moneyAmountFormat');
    const amount = formatMoney(problem.limit, { locale, symbol: currencySymbol, decimals: 2 });
    if (problem.kind === 'min') return t('moneyAmountMin', { amount });
    if (problem.kind === 'max') return t('moneyAmountMax', { amount });
    return t('moneyAmountAvailable', { amount });
  };
}
