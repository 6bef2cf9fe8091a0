import { ActionResult, Button, Select } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { realityCheckIntervals, type RealityCheckInterval, type RealityCheckValue } from '@lobby/contract';
import { useIdempotentAction, useRealityCheck } from '../../data';
import { DataState } from '../shared';
import { ActionFailure } from './ActionFailure';
import * as layout from './layout.css';

type Change = ReturnType<typeof useRealityCheck>['change'];

/**
 * The reality check's interval (issue 17, item 2), a section of the limits page: off, 15, 30 or 60
 * minutes, stored by the platform for the account; the shell's timer (features/protection) shows the
 * popup at that interval from login.
 */
export function RealityCheckSetting() {
  const setting = useRealityCheck();
  return (
    <DataState source={setting} lines={2}>
      {(value) => <RealityCheckForm value={value} change={setting.change} />}
    </DataState>
  );
}

function RealityCheckForm({ value, change }: { value: RealityCheckValue; change: Change }) {
  const { t } = useTranslation();
  const action = useIdempotentAction(change);
  const [choice, setChoice] = useState<RealityCheckInterval>(value.intervalMinutes);
  const [sent, setSent] = useState<RealityCheckInterval>(choice);
  const label = (minutes: RealityCheckInterval) => t(`protection.realityCheck.intervals.${minutes}`);

  const send = (minutes: RealityCheckInterval) => {
    setSent(minutes);
    void action.run({ intervalMinutes: minutes });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    send(choice);
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <p>{t('protection.realityCheck.settingIntro')}</p>
      <Select
        label={t('protection.realityCheck.interval')}
        value={String(choice)}
        onValueChange={(next) => {
          setChoice(realityCheckIntervals.find((minutes) => String(minutes) === next) ?? 0);
          action.reset();
        }}
        options={realityCheckIntervals.map((minutes) => ({ value: String(minutes), label: label(minutes) }))}
        disabled={action.busy}
      />
      <div className={layout.actions}>
        <Button type="submit" loading={action.busy}>
          {t('protection.realityCheck.save')}
        </Button>
      </div>
      {action.result ? (
        <ActionResult tone="success" title={t('protection.realityCheck.settingTitle')}>
          <p>{t('protection.realityCheck.saved', { interval: label(action.result.intervalMinutes) })}</p>
        </ActionResult>
      ) : null}
      {action.error ? (
        <ActionFailure title={t('protection.realityCheck.failed')} error={action.error} onRetry={() => send(sent)} />
      ) : null}
    </form>
  );
}
