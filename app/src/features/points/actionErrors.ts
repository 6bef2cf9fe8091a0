import type { i18n } from 'i18next';
import { errorText, isApiError, isUnanswered } from '../../api';
import { ErrorCode } from '@lobby/contract';

/** A failed points action, in words: under a field when the platform named one, else above the buttons. */
export interface ActionErrors<Field extends string> {
  serverError?: string;
  fieldErrors?: Partial<Record<Field, string>>;
}

/**
 * The texts of a failed redeem or conversion (SPEC.md section 8). A wrong password goes under the
 * password; a field the platform refused (the envelope's value names it) under that field; no
 * answer says that the player may try again safely (the request keeps its Idempotency-Key).
 */
export function actionErrors<Field extends string>(
  error: unknown,
  t: i18n['t'],
  fields: readonly Field[],
): ActionErrors<Field> {
  if (!isApiError(error)) return { serverError: errorText(t, error) };
  if (error.errorCode === ErrorCode.PASSWORD_WRONG && fields.includes('password' as Field)) {
    return { fieldErrors: { password: t('points.errors.password') } as Partial<Record<Field, string>> };
  }
  if (error.errorCode === ErrorCode.OUT_OF_STOCK) return { serverError: t('points.errors.outOfStock') };
  if (error.errorCode === ErrorCode.POINTS_INSUFFICIENT) return { serverError: t('points.errors.notEnough') };
  const field = (error.value as { field?: unknown } | undefined)?.field;
  if (error.errorCode === ErrorCode.VALIDATION && fields.includes(field as Field)) {
    return { fieldErrors: { [field as Field]: t('points.errors.field') } as Partial<Record<Field, string>> };
  }
  const text = errorText(t, error);
  return { serverError: isUnanswered(error) ? `${text} ${t('points.errors.retrySafe')}` : text };
}
