import { useId } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './ContractTierEditor.css';

/** One input of a tier: its key in the tier's values and its label. */
export interface TierField {
  key: string;
  label: string;
}

/** A tier's values as typed (text, so that nothing typed is lost while it is not yet a number). */
export type TierValues = Readonly<Record<string, string>>;

export interface ContractTierEditorProps {
  /** The inputs of each tier, in order (the contract kind decides them, SPEC.md section 3). */
  fields: readonly TierField[];
  tiers: readonly TierValues[];
  onChange: (tiers: TierValues[]) => void;
  /** Per tier, the message of each field that is wrong (already translated); none when omitted. */
  errors?: readonly Readonly<Record<string, string | undefined>>[];
  /** How many tiers a contract may have. */
  maxTiers?: number;
  disabled?: boolean;
}

/**
 * The tiers of a contract offer (SPEC.md sections 3 and 6): one group of inputs per tier, a tier
 * removed by its own button (one always stays), a new tier added as a copy of the last one, up to
 * `maxTiers`. Controlled: the host checks the values and passes back the messages to show.
 */
export function ContractTierEditor({
  fields,
  tiers,
  onChange,
  errors,
  maxTiers = 5,
  disabled = false,
}: ContractTierEditorProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const limitId = useId();
  const number = (index: number) => formatNumber(index + 1, { locale });
  const setField = (index: number, key: string, value: string) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, [key]: value } : tier)));
  const full = tiers.length >= maxTiers;
  return (
    <div className={styles.root}>
      <ol className={styles.list}>
        {tiers.map((tier, index) => (
          <li key={index} className={styles.tier}>
            <div role="group" aria-label={t('agentTierLabel', { number: number(index) })} className={styles.group}>
              <div className={styles.head}>
                <span className={styles.name}>{t('agentTierLabel', { number: number(index) })}</span>
                {tiers.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    onClick={() => onChange(tiers.filter((_, at) => at !== index))}
                  >
                    {t('agentTierRemove', { number: number(index) })}
                  </Button>
                ) : null}
              </div>
              <div className={styles.fields}>
                {fields.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.label}
                    inputMode="decimal"
                    value={tier[field.key] ?? ''}
                    onChange={(event) => setField(index, field.key, event.target.value)}
                    error={errors?.[index]?.[field.key]}
                    disabled={disabled}
                    required
                  />
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.foot}>
        <Button
          variant="secondary"
          disabled={disabled || full}
          aria-describedby={full ? limitId : undefined}
          onClick={() => onChange([...tiers, { ...(tiers[tiers.length - 1] ?? {}) }])}
        >
          {t('agentTierAdd')}
        </Button>
        <span id={limitId} className={styles.limit}>
          {t('agentTierLimit', { max: formatNumber(maxTiers, { locale }) })}
        </span>
      </div>
    </div>
  );
}
