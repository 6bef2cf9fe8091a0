import type { ErrorKey } from '../i18n/errors';
import { ErrorCode, sessionGoneCodes } from '@lobby/contract';

/** Codes that mean the token is gone (PLATFORM.md, "Responses"), as does HTTP 401. */
export const sessionLostCodes: ReadonlySet<string> = new Set(sessionGoneCodes);

/** The sealing key is unknown to the platform: refetch it and reseal once. */
export const keyExpiredCode: string = ErrorCode.KEY_EXPIRED;

/** Each platform code the player can meet, to its text of the error catalogue (SPEC.md section 8). */
const catalogue: Partial<Record<string, ErrorKey>> = {
  [ErrorCode.LOGIN_FAILED]: 'wrongCredentials',
  [ErrorCode.PASSWORD_WRONG]: 'wrongCredentials',
  [ErrorCode.NOT_LOGGED_IN]: 'notLoggedIn',
  [ErrorCode.TOKEN_INVALID]: 'sessionExpired',
  [ErrorCode.CUSTOMER_NOT_LOGIN]: 'notLoggedIn',
  [ErrorCode.LOGIN_VERIFY_REQUIRED]: 'loginVerifyRequired',
  [ErrorCode.VERIFY_CODE_WRONG]: 'verifyCodeWrong',
  [ErrorCode.VERIFY_LOCKED]: 'verifyLocked',
  [ErrorCode.VERIFY_CHALLENGE_EXPIRED]: 'verifyChallengeExpired',
  [ErrorCode.THIRD_PARTY_TOKEN_INVALID]: 'thirdPartyInvalid',
  [ErrorCode.THIRD_PARTY_LINKED_ELSEWHERE]: 'thirdPartyLinkedElsewhere',
  [ErrorCode.THIRD_PARTY_LAST_LOGIN]: 'thirdPartyLastLogin',
  [ErrorCode.CAPTCHA_REQUIRED]: 'captchaRequired',
  [ErrorCode.CAPTCHA_WRONG]: 'captchaFailed',
  [ErrorCode.NON_MEMBER]: 'nonMember',
  [ErrorCode.NON_AGENT]: 'nonAgent',
  [ErrorCode.TRIAL_FORBIDDEN]: 'registerFirst',
  [ErrorCode.TOO_MANY_REQUESTS]: 'tooManyRequests',
  [ErrorCode.VALIDATION]: 'validation',
  [ErrorCode.USERNAME_TAKEN]: 'usernameTaken',
  [ErrorCode.MOBILE_TAKEN]: 'mobileTaken',
  [ErrorCode.AFFILIATE_INVALID]: 'affiliateInvalid',
  [ErrorCode.USERNAME_OR_EMAIL_NOT_FOUND]: 'userNotExist',
  [ErrorCode.MOBILE_NOT_FOUND]: 'userNotExist',
  [ErrorCode.TERMS_NOT_ACCEPTED]: 'agreeTerms',
  [ErrorCode.MODULE_DISABLED]: 'operationNotAllowed',
  [ErrorCode.SMS_INVALID_PHONE]: 'phoneInvalid',
  [ErrorCode.SMS_MISSING_PHONE]: 'phoneMissing',
  [ErrorCode.SMS_CODE_INVALID]: 'codeInvalid',
  [ErrorCode.SMS_CODE_EXPIRED]: 'codeExpired',
  [ErrorCode.SMS_QUOTA]: 'quotaInsufficient',
  [ErrorCode.SMS_NOT_ALLOWED]: 'operationNotAllowed',
  [ErrorCode.INSUFFICIENT_BALANCE]: 'insufficientBalance',
  [ErrorCode.REBATE_NOTHING_TO_CLAIM]: 'rebateNothingToClaim',
  [ErrorCode.ALREADY_CLAIMED]: 'alreadyClaimed',
  [ErrorCode.AMOUNT_OUT_OF_RANGE]: 'amountOutOfRange',
  [ErrorCode.WITHDRAW_PASSWORD_NOT_SET]: 'withdrawPasswordNotSet',
  [ErrorCode.WITHDRAW_PASSWORD_WRONG]: 'withdrawPasswordWrong',
  [ErrorCode.WITHDRAW_DAILY_LIMIT]: 'withdrawDailyLimit',
  [ErrorCode.DEPOSIT_LIMIT_EXCEEDED]: 'depositLimitExceeded',
  [ErrorCode.LOSS_LIMIT_REACHED]: 'lossLimitReached',
  [ErrorCode.ACCOUNT_TIMED_OUT]: 'accountTimedOut',
  [ErrorCode.ACCOUNT_SELF_EXCLUDED]: 'accountSelfExcluded',
  [ErrorCode.NO_UPLINE]: 'noUpline',
  [ErrorCode.IDEMPOTENCY_CONFLICT]: 'duplicateRequest',
  [ErrorCode.PREVIOUS_GAME_OPEN]: 'previousGameOpen',
  [ErrorCode.ROOM_FULL]: 'roomFull',
  [ErrorCode.NOT_FOUND]: 'notFound',
  [ErrorCode.UPSTREAM_FAILED]: 'networkAbnormal',
  [ErrorCode.INTERNAL]: 'serverError',
};

/** The catalogue key of a platform code; 'unknown' when it has none (then the server message shows). */
export function messageKeyFor(errorCode: string | undefined): ErrorKey {
  return (errorCode === undefined ? undefined : catalogue[errorCode]) ?? 'unknown';
}
