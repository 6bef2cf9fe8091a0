import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  LimitCard,
  parseAmount,
  Select,
  useAmountProblemText,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  limitCoolingOffHours,
  limitKinds,
  type LimitKind,
  type LimitPeriod,
  limitPeriods,
  type LimitsValue,
  maxLimitAmount,
  type PlayerLimit,
  type SetLimitRequest,
} from '@lobby/contract';
import { useIdempotentAction, useLimits } from '../../data';
import { CardGrid, CentrePanel, DataState, useFormat } from '../shared';
import { ActionFailure } from './ActionFailure';
import * as layout from './layout.css';
import { RealityCheckSetting } from './RealityCheckSetting';
import { href } from '../../routes/paths';

/** The smallest limit the form takes (the platform's too): one unit of the currency. */
const minLimit = 1;

type Change = ReturnType<typeof useLimits>['change'];

/**
 * The player's limits (issue 17; the rules are the platform's, domains/limits): the deposit and loss
 * limits of a day, a week and a month, each with its use in the current window and a raise or removal
 * waiting for its cooling-off, and the form that changes one; then the reality check's interval
 * (issue 17, item 2) and a link to the safer-gambling page (item 5).
 */
export function LimitsView() {
  const { t } = useTranslation();
  const limits = useLimits();
  return (
    <>
      <p>{t('wallet.limits.intro', { hours: limitCoolingOffHours })}</p>
      <p>
        <Link to={href('saferGambling')}>{t('protection.safer.memberLink')}</Link>
      </p>
      <DataState source={limits} lines={8}>
        {(value) => (
          <>
            {value.lossLimitReached ? (
              <ActionResult tone="warning" title={t('wallet.limits.kinds.LOSS')}>
                <p>{t('wallet.limits.lossReached')}</p>
              </ActionResult>
            ) : null}
            {limitKinds.map((kind) => (
              <CentrePanel key={kind} title={t(`wallet.limits.kinds.${kind}`)}>
                <CardGrid>
                  {value.limits
                    .filter((limit) => limit.kind === kind)
                    .map((limit) => (
                      <li key={limit.period}>
                        <LimitView limit={limit} currencySymbol={value.currencySymbol} />
                      </li>
                    ))}
                </CardGrid>
              </CentrePanel>
            ))}
            <CentrePanel title={t('wallet.limits.changeTitle')}>
              <LimitForm value={value} change={limits.change} />
            </CentrePanel>
          </>
        )}
      </DataState>
      <CentrePanel title={t('protection.realityCheck.settingTitle')}>
        <RealityCheckSetting />
      </CentrePanel>
    </>
  );
}

function LimitView({ limit, currencySymbol }: { limit: PlayerLimit; currencySymbol: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const time = (iso: string) => <time dateTime={iso}>{format.date(iso)}</time>;
  return (
    <LimitCard
      title={t(`wallet.limits.names.${limit.kind}.${limit.period}`)}
      amount={limit.amount}
      used={limit.used}
      remaining={limit.remaining}
      currencySymbol={currencySymbol}
      resetTime={time(limit.windowEnd)}
      pending={limit.pending && { amount: limit.pending.amount, effectiveTime: time(limit.pending.effectiveTime) }}
    />
  );
}

const choices = limitKinds.flatMap((kind) => limitPeriods.map((period) => ({ kind, period })));
const choiceKey = (choice: { kind: LimitKind; period: LimitPeriod }) => `${choice.kind}.${choice.period}`;

/** Zero or a negative number: a number, but no limit (the amount field's own check calls it a format error). */
const notPositive = (text: string) => /^\s*-\s*\d/.test(text) || parseAmount(text) === 0;

function LimitForm({ value, change }: { value: LimitsValue; change: Change }) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useAmountProblemText(value.currencySymbol);
  const action = useIdempotentAction(change);
  const [choice, setChoice] = useState(choiceKey(choices[0] ?? { kind: 'DEPOSIT', period: 'DAY' }));
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<SetLimitRequest | null>(null);
  const selected = choices.find((item) => choiceKey(item) === choice) ?? { kind: 'DEPOSIT', period: 'DAY' };
  const current = value.limits.find((limit) => limit.kind === selected.kind && limit.period === selected.period);
  const problem = checkAmount(amount, { min: minLimit, max: maxLimitAmount });
  const error = !checked ? undefined : notPositive(amount) ? t('wallet.limits.mustBePositive') : problemText(problem);

  const send = (request: SetLimitRequest) => {
    setSent(request);
    void action.run(request);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    const parsed = parseAmount(amount);
    if (problem || parsed === null) return;
    send({ ...selected, amount: parsed });
  };
  const remove = () => {
    setChecked(false);
    send({ ...selected, amount: null });
  };

  // The answer's state of the limit just changed: in force now, or waiting for its time.
  const changed =
    action.result && sent
      ? action.result.limits.find((limit) => limit.kind === sent.kind && limit.period === sent.period)
      : undefined;

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <Select
        label={t('wallet.limits.which')}
        value={choice}
        onValueChange={(next) => {
          setChoice(next);
          action.reset();
        }}
        options={choices.map((item) => ({
          value: choiceKey(item),
          label: t(`wallet.limits.names.${item.kind}.${item.period}`),
        }))}
        disabled={action.busy}
      />
      <AmountField
        label={t('wallet.limits.amount')}
        value={amount}
        onValueChange={setAmount}
        currencySymbol={value.currencySymbol}
        hint={t('wallet.limits.amountHint', { hours: limitCoolingOffHours })}
        error={error}
        disabled={action.busy}
        required
      />
      <div className={layout.actions}>
        <Button type="submit" loading={action.busy && sent?.amount !== null}>
          {t('wallet.limits.save')}
        </Button>
        {current?.amount !== null ? (
          <Button variant="secondary" onClick={remove} loading={action.busy && sent?.amount === null}>
            {t('wallet.limits.remove')}
          </Button>
        ) : null}
      </div>
      {changed ? (
        <ActionResult tone="success" title={t(`wallet.limits.names.${changed.kind}.${changed.period}`)}>
          <p>
            {changed.pending
              ? t('wallet.limits.savedPending', { time: format.date(changed.pending.effectiveTime) })
              : t('wallet.limits.saved')}
          </p>
        </ActionResult>
      ) : null}
      {action.error ? (
        <ActionFailure title={t('wallet.limits.failed')} error={action.error} onRetry={() => sent && send(sent)} />
      ) : null}
    </form>
  );
}
