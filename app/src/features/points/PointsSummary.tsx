import { Button, ConvertPointsDialog, PointsBalance, type ConvertValues } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useIdempotentAction, usePointActions, usePointBalance, usePointConfig } from '../../data';
import { useCurrencySymbol } from '../shared';
import { actionErrors } from './actionErrors';

/**
 * The member's points, the no-expiry rule (SPEC.md section 1) and the rate, with the conversion of
 * points into money in the main wallet (MCS2_convertPoint: sealed, with the login password, one
 * request per action; the points and the wallet balances are read again after it).
 */
export function PointsSummary() {
  const { t, i18n } = useTranslation();
  const balance = usePointBalance();
  const config = usePointConfig();
  const currencySymbol = useCurrencySymbol();
  const { convert } = usePointActions();
  const action = useIdempotentAction((values: ConvertValues, options) => convert(values, options));
  const [open, setOpen] = useState(false);
  const points = balance.data?.balance;
  // The points or the rate that never loaded; a failed refresh keeps what is on screen.
  const failed: unknown =
    points === undefined && balance.error ? balance.error : config.data === undefined ? config.error : undefined;
  const settings = config.data;
  const failure =
    action.state.status === 'failed' ? actionErrors(action.state.error, i18n.t, ['points', 'password']) : {};
  const close = () => {
    setOpen(false);
    action.reset();
  };

  return (
    <>
      <PointsBalance
        balance={balance.data?.balance}
        error={failed === undefined ? undefined : errorText(i18n.t, failed)}
        onRetry={() => {
          if (balance.error) void balance.mutate();
          if (config.error) void config.mutate();
        }}
        rate={config.data?.exchangeRate}
        currencySymbol={currencySymbol}
        action={
          <Button variant="secondary" disabled={points === undefined || !settings} onClick={() => setOpen(true)}>
            {t('points.convert')}
          </Button>
        }
      />
      {points !== undefined && settings ? (
        <ConvertPointsDialog
          open={open}
          balance={points}
          rate={settings.exchangeRate}
          minPoints={settings.minConvertPoints}
          currencySymbol={currencySymbol}
          submitting={action.state.status === 'sending'}
          serverError={failure.serverError}
          fieldErrors={failure.fieldErrors}
          result={action.state.status === 'done' ? action.state.result : undefined}
          onSubmit={(values) => void action.run(values)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
