/**
 * The words for a failed money action: the error catalogue's (SPEC.md section 8), with the money
 * pages' own platform codes read from the "errors" namespace.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../api';
import { ErrorCode } from '@lobby/contract';
import type { ErrorKey } from '../../i18n/errors';

const moneyCodes: Partial<Record<string, ErrorKey>> = {
  [ErrorCode.AMOUNT_OUT_OF_RANGE]: 'amountOutOfRange',
  [ErrorCode.WITHDRAW_PASSWORD_NOT_SET]: 'withdrawPasswordNotSet',
  [ErrorCode.WITHDRAW_PASSWORD_WRONG]: 'withdrawPasswordWrong',
  [ErrorCode.WITHDRAW_DAILY_LIMIT]: 'withdrawDailyLimit',
  [ErrorCode.DEPOSIT_LIMIT_EXCEEDED]: 'depositLimitExceeded',
  [ErrorCode.LOSS_LIMIT_REACHED]: 'lossLimitReached',
  [ErrorCode.NO_UPLINE]: 'noUpline',
};

/** The text of a money action's failure, in the page's language. */
export function useMoneyErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        const key = error.errorCode === undefined ? undefined : moneyCodes[error.errorCode];
        if (key) return i18n.t(`errors:${key}`);
        if (error.errorCode === ErrorCode.STATE_CONFLICT) return t('wallet.common.alreadyAnswered');
      }
      return errorText(i18n.t, error);
    },
    [t, i18n],
  );
}
