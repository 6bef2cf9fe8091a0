import { Button, ContractTierEditor, Inline, Modal, Select, Stack, Text } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { type ContractKind, type ContractPeriod, contractPeriods, type ContractTier } from '@lobby/contract';
import { useContractChange } from '../../data';

const maxTiers = 5;

type TierField = Exclude<keyof ContractTier, never>;

/** The tier fields of each kind (SPEC.md section 3); the others are sent as 0. */
export const tierFields: Record<ContractKind, readonly TierField[]> = {
  DIVIDEND: ['minBetAmount', 'minProfitLoss', 'minActiveMembers', 'rate'],
  DAILY_SALARY: ['minBetAmount', 'minActiveMembers', 'dailyBetAmount', 'rate'],
  HOURLY_SALARY: ['minBetAmount', 'minActiveMembers', 'hourlyBetAmount', 'rate'],
  REALTIME_SALARY: ['minBetAmount', 'minActiveMembers', 'rate'],
};

type TierText = Record<TierField, string>;
const emptyTier: TierText = {
  minBetAmount: '0',
  minProfitLoss: '0',
  minActiveMembers: '0',
  rate: '',
  dailyBetAmount: '0',
  hourlyBetAmount: '0',
};

/** Checks one field; the error's string key, or null. */
type OfferError = 'number' | 'rate' | 'whole' | 'ascending';

function fieldError(field: TierField, text: string): OfferError | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'number';
  if (field === 'rate') return value < 0.01 || value > 100 ? 'rate' : null;
  if (field === 'minActiveMembers') return Number.isInteger(value) && value >= 0 ? null : 'whole';
  return value < 0 ? 'number' : null;
}

export interface ContractOfferProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The direct downline agent the offer goes to. */
  downline: { customerId: number; account: string };
  /** The kinds the agent may offer (the dividend only with its feature). */
  kinds: readonly ContractKind[];
  initialKind?: ContractKind;
  /** Called with a sentence describing what the platform did. */
  onDone: (message: string) => void;
}

/**
 * Offers a new contract to a direct downline agent (SPEC.md sections 3 and 4): the kind, its period
 * (dividend only; salaries are paid by their own period), and one to five tiers ascending by minimum
 * bet amount. Bad input is shown under its field and nothing typed is lost.
 */
export function ContractOffer({ open, onOpenChange, downline, kinds, initialKind, onDone }: ContractOfferProps) {
  const { t, i18n } = useTranslation();
  const change = useContractChange();
  const [kind, setKind] = useState<ContractKind>(
    initialKind ?? (kinds.includes('DAILY_SALARY') ? 'DAILY_SALARY' : (kinds[0] ?? 'DAILY_SALARY')),
  );
  const [period, setPeriod] = useState<ContractPeriod>('DAILY');
  const [tiers, setTiers] = useState<TierText[]>([{ ...emptyTier }]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = tierFields[kind];

  const errors = tiers.map((tier, index) =>
    Object.fromEntries(
      fields.map((field) => {
        let error = fieldError(field, tier[field]);
        const previous = tiers[index - 1];
        if (
          !error &&
          field === 'minBetAmount' &&
          previous &&
          Number(tier.minBetAmount) < Number(previous.minBetAmount)
        ) {
          error = 'ascending';
        }
        return [field, error];
      }),
    ),
  );
  const valid = errors.every((tier) => Object.values(tier).every((error) => error === null));

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (!valid) return;
    const terms = {
      period: kind === 'DIVIDEND' ? period : 'DAILY',
      tiers: tiers.map(
        (tier) =>
          Object.fromEntries(
            (Object.keys(emptyTier) as TierField[]).map((field) => [
              field,
              fields.includes(field) ? Number(tier[field]) : 0,
            ]),
          ) as unknown as ContractTier,
      ),
    } as const;
    const request = { action: 'request', requestType: 'NEW', downlineId: downline.customerId, terms } as const;
    void change.run({ kind, request }).then((outcome) => {
      if (!outcome) return;
      if (!outcome.ok) {
        setFailure(errorText(i18n.t, outcome.error));
        return;
      }
      onDone(t('agent.offer.sent', { account: downline.account, kind: t(`agent.kinds.${kind}`) }));
      onOpenChange(false);
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('agent.offer.title', { account: downline.account })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Inline gap="md" wrap>
            <Select
              label={t('agent.offer.kind')}
              value={kind}
              onValueChange={(value) => setKind(value as ContractKind)}
              options={kinds.map((value) => ({ value, label: t(`agent.kinds.${value}`) }))}
            />
            {kind === 'DIVIDEND' ? (
              <Select
                label={t('agent.terms.period')}
                value={period}
                onValueChange={(value) => setPeriod(value as ContractPeriod)}
                options={contractPeriods.map((value) => ({ value, label: t(`agent.periods.${value}`) }))}
              />
            ) : null}
          </Inline>
          <ContractTierEditor
            fields={fields.map((field) => ({ key: field, label: t(`agent.terms.${field}`) }))}
            tiers={tiers}
            onChange={(next) => setTiers(next as TierText[])}
            errors={
              checked
                ? errors.map((tier) =>
                    Object.fromEntries(
                      Object.entries(tier).map(([field, error]) => [
                        field,
                        error ? t(`agent.offer.errors.${error}`) : undefined,
                      ]),
                    ),
                  )
                : undefined
            }
            maxTiers={maxTiers}
            disabled={change.busy}
          />
          {failure ? (
            <Text role="alert" tone="danger">
              {failure}
            </Text>
          ) : null}
          <Inline gap="sm" justify="end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('agent.cancel')}
            </Button>
            <Button type="submit" loading={change.busy} disabled={change.busy}>
              {t('agent.offer.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Modal>
  );
}
