import type { i18n } from 'i18next';
import { errorText, isApiError } from '../../api';
import { ErrorCode } from '@lobby/contract';

/**
 * The words for a failed promotion action: the catalogue's (SPEC.md section 8), with the two refusals
 * these pages meet most told in their own words: already claimed, and a state that changed meanwhile.
 */
export function actionErrorText(instance: i18n, error: unknown): string {
  if (isApiError(error) && error.errorCode === ErrorCode.ALREADY_CLAIMED) {
    return instance.t('errors:alreadyClaimed', {});
  }
  if (isApiError(error) && error.errorCode === ErrorCode.STATE_CONFLICT) return instance.t('promotions.stateChanged');
  return errorText(instance.t, error);
}

/** The prize a second raffle claim reports (ALREADY_CLAIMED carries it). */
export function alreadyWonAmount(error: unknown): number | null {
  if (!isApiError(error) || error.errorCode !== ErrorCode.ALREADY_CLAIMED) return null;
  const value = error.value as { prizeAmount?: unknown } | undefined;
  return typeof value?.prizeAmount === 'number' ? value.prizeAmount : null;
}
