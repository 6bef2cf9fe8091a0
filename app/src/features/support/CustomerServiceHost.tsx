import { ConfirmDialog } from '@lobby/design-system';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../data';
import {
  connectCustomerService,
  onCustomerServiceFailure,
  openCustomerServiceWindow,
} from '../../shell/customerService';

/**
 * Connects the customer-service window to the site's API client (its token and language) and tells
 * the player, with a retry, when customer service could not be reached: a click never does nothing.
 */
export function CustomerServiceHost() {
  const { t } = useTranslation();
  const { client } = useApi();
  const [failed, setFailed] = useState(false);

  useEffect(() => connectCustomerService(client), [client]);
  useEffect(
    () =>
      onCustomerServiceFailure(() => {
        setFailed(true);
      }),
    [],
  );

  return (
    <ConfirmDialog
      open={failed}
      onOpenChange={setFailed}
      title={t('shell.support.failedTitle')}
      message={t('shell.support.failed')}
      confirmLabel={t('shell.support.retry')}
      onConfirm={() => {
        setFailed(false);
        // Inside the click, so that the new window is allowed.
        openCustomerServiceWindow();
      }}
    />
  );
}
