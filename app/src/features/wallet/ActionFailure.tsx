import { ActionResult, Button } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useMoneyErrorText } from './moneyErrors';
import { isUnanswered } from '../../api';

/**
 * A money action that failed: what went wrong and, when no answer came, that trying again is safe
 * (the same request and key are sent again), with the way to do it.
 */
export function ActionFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useMoneyErrorText();
  const retryable = isUnanswered(error);
  return (
    <ActionResult
      tone="danger"
      title={title}
      actions={
        retryable && onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('wallet.common.tryAgain')}
          </Button>
        ) : undefined
      }
    >
      <p>{text(error)}</p>
      {retryable ? <p>{t('wallet.common.retrySafe')}</p> : null}
    </ActionResult>
  );
}
