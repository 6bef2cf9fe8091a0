import { ErrorCode } from '@lobby/contract';
import { rateLimitRetryMinutes } from '../config/business';
import type { ErrorKey } from '../i18n/errors';

/**
 * Why a call failed: the platform refused it ('business'), the token is gone ('session'), an HTTP
 * status without an envelope ('http'), no answer ('network', 'timeout', 'offline'), or an answer that
 * is not an envelope ('malformed').
 */
export type ApiErrorKind =
  'business' | 'session' | 'http' | 'network' | 'timeout' | 'offline' | 'malformed' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  messageKey: ErrorKey;
  errorCode?: string;
  status?: number;
  /** The platform's own message, shown when its code is not in the catalogue. */
  serverMessage?: string;
  /** The envelope's value, which some refusals carry (the captcha flag of a failed login). */
  value?: unknown;
  cause?: unknown;
}

/** Every failure of the API client. `messageKey` is a key of the "errors" namespace (SPEC.md section 8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly messageKey: ErrorKey;
  readonly errorCode: string | undefined;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? init.errorCode ?? init.messageKey, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.messageKey = init.messageKey;
    this.errorCode = init.errorCode;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.value = init.value;
  }

  /** Whether the catalogue has a text of its own for this failure, or only 'Unknown error'. */
  get isKnown(): boolean {
    return this.messageKey !== 'unknown';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * No answer came for a state-changing request (PLATFORM.md "Requests"), so the platform may or may
 * not have done it: no response, a body that was not the envelope, a 5xx, the platform's internal
 * error, or the first request with the same key still running. Pressing again must send the same
 * request with the same Idempotency-Key, so that the platform replays what it did instead of doing
 * it twice. Any other failure is an answer (a refusal, an HTTP 4xx, a lost session): the next try is a
 * new action with a new key. The one rule of every state-changing action (data/useIdempotentAction)
 * and of the game launch.
 */
export function isUnanswered(error: unknown): boolean {
  return (
    isApiError(error) &&
    (['network', 'timeout', 'offline', 'aborted', 'malformed'].includes(error.kind) ||
      (error.kind === 'http' && (error.status ?? 0) >= 500) ||
      error.errorCode === ErrorCode.INTERNAL ||
      error.errorCode === ErrorCode.IDEMPOTENCY_IN_PROGRESS)
  );
}

/** i18next's `t` (from useTranslation) fits: the keys are typed, and options are always given. */
type Translate = (key: `errors:${ErrorKey}`, options: Record<string, unknown>) => string;

/**
 * The text to show for a failure: the catalogue's when the code is known, else the platform's message,
 * else 'Unknown error' (PLATFORM.md, "Responses"). `options` fills the placeholders (`ip` of the
 * access-restricted text); the rate-limit minutes of SPEC.md section 9 are filled in already.
 */
export function errorText(t: Translate, error: unknown, options?: Record<string, unknown>): string {
  const values = { minutes: rateLimitRetryMinutes, ...options };
  if (!isApiError(error)) return t('errors:unknown', values);
  if (!error.isKnown && error.serverMessage) return error.serverMessage;
  return t(`errors:${error.messageKey}`, values);
}
