// Account security (issue 17 item 4, defined here; SPEC.md is silent on it): the account's active
// sessions with sign-out of one or all others, its login history of 30 days, and the optional
// two-step login with TOTP (RFC 6238) and single-use backup codes. The second step of a login is a
// verification with a method (`verificationMethods`), so that the new-device verification of issue 16
// (SMS, e-mail, bank account name) answers through the same calls.

export const securityPaths = {
  /** GET (T, members): the account's active sessions, the current one marked. */
  sessions: '/wps/relay/SEC_getSessions',
  /** POST (T, members, Idempotency-Key): ends one session by its id (SignOutSessionRequest). Answers SessionsValue. */
  signOutSession: '/wps/relay/SEC_signOutSession',
  /** POST (T, members, Idempotency-Key): ends every session but the caller's. Answers SessionsValue. */
  signOutOthers: '/wps/relay/SEC_signOutOthers',
  /** GET (T, members): the logins of the last `loginHistoryDays` days, newest first. */
  loginHistory: '/wps/relay/SEC_getLoginHistory',
  /** GET (T, members): whether two-step login is on (TwoStepValue). */
  twoStep: '/wps/relay/SEC_getTwoStep',
  /**
   * POST (T, members): starts an enrolment: a new secret and its otpauth URI (TwoStepEnrolment). The
   * secret is shown this once; a new start replaces an unconfirmed one. No Idempotency-Key: a repeat
   * only makes a new secret.
   */
  twoStepStart: '/wps/relay/SEC_startTwoStep',
  /**
   * POST (T, members): confirms the enrolment with a valid code (TwoStepConfirmRequest); two-step
   * login is then on and the answer carries the ten backup codes, shown once (TwoStepBackupCodes).
   * No Idempotency-Key: the platform never stores the codes in clear, not even in a replay; a repeat
   * answers STATE_CONFLICT.
   */
  twoStepConfirm: '/wps/relay/SEC_confirmTwoStep',
  /** POST (E, T, members, Idempotency-Key): turns two-step login off with the password and a code (TwoStepDisableRequest). */
  twoStepDisable: '/wps/relay/SEC_disableTwoStep',
} as const;

/** How long the login history goes back. */
export const loginHistoryDays = 30;

/** A TOTP code: six digits, a 30-second step; codes of the step before and after are accepted too. */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;

/** How many backup codes an enrolment gives; each works once. */
export const backupCodeCount = 10;

/** Wrong codes in a row that lock the verification, and for how long. */
export const verifyMaxAttempts = 5;
export const verifyLockMinutes = 15;

/**
 * How the second step of a login (or the disabling of two-step login) is answered: a code of the
 * authenticator app, a backup code; the new-device verification (issue 16) adds an SMS code, an
 * e-mail code and the bank account's name.
 */
export const verificationMethods = ['totp', 'backup', 'sms', 'email', 'bankName'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

/** A session (a token) of the account. Times are ISO 8601. */
export interface ActiveSession {
  /** Public and random: never the token. */
  sessionId: string;
  ip: string | null;
  /** The browser's User-Agent as the login saw it (the site names it: browser and system). */
  userAgent: string | null;
  /** When it was opened (the login). */
  createdAt: string;
  /** Its last use, to the minute. */
  lastSeen: string;
  /** The session of the call. */
  current: boolean;
}

/** GET SEC_getSessions, and the answer of both sign-outs: the sessions, the most recently used first. */
export interface SessionsValue {
  sessions: ActiveSession[];
}

/** POST SEC_signOutSession. A session of another account, or one already ended, answers NOT_FOUND. */
export interface SignOutSessionRequest {
  sessionId: string;
}

/** SUCCESS; a wrong password; a wrong two-step code; a code refused because the verification is locked. */
export const loginOutcomes = ['SUCCESS', 'WRONG_PASSWORD', 'WRONG_CODE', 'LOCKED'] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];

/**
 * How the login was made: the password, an SMS login code, or the password and a second step (an
 * authenticator or backup code; for a new device also an SMS or e-mail code or the bank account name),
 * or a third-party identity (issue 16 item 2).
 */
export const loginMethods = ['password', 'sms', 'totp', 'backup', 'email', 'bankName', 'thirdParty'] as const;
export type LoginMethod = (typeof loginMethods)[number];

export interface LoginHistoryEntry {
  /** ISO 8601. */
  time: string;
  ip: string | null;
  userAgent: string | null;
  outcome: LoginOutcome;
  method: LoginMethod;
}

/** GET SEC_getLoginHistory: successful and failed logins of the last `days` days, newest first. */
export interface LoginHistoryValue {
  days: number;
  entries: LoginHistoryEntry[];
}

/** GET SEC_getTwoStep. */
export interface TwoStepValue {
  enabled: boolean;
  /** Unused backup codes left (0 when off). */
  backupCodesLeft: number;
}

/** POST SEC_startTwoStep: the secret (base32) to type in, and the otpauth:// URI a QR code carries. */
export interface TwoStepEnrolment {
  secret: string;
  uri: string;
}

/** POST SEC_confirmTwoStep: a code of the new secret. A wrong one answers VERIFY_CODE_WRONG. */
export interface TwoStepConfirmRequest {
  code: string;
}

/** The answer of SEC_confirmTwoStep: the backup codes, shown this once (stored hashed). */
export interface TwoStepBackupCodes {
  backupCodes: string[];
}

/** POST SEC_disableTwoStep, sealed: the password, and a code of `method` ('totp' or 'backup'). */
export interface TwoStepDisableRequest {
  password: string;
  method: VerificationMethod;
  code: string;
}

/**
 * Why a login asks for a second step: two-step login is on, or (SPEC.md section 4) the login comes
 * from an address the account has not logged in from (issue 16 item 1: a new device).
 */
export const loginChallengeReasons = ['twoStep', 'newDevice'] as const;
export type LoginChallengeReason = (typeof loginChallengeReasons)[number];

/** The methods whose code is sent on demand (POST sessionPaths.loginVerifySend). */
export const sentCodeMethods = ['sms', 'email'] as const satisfies readonly VerificationMethod[];
export type SentCodeMethod = (typeof sentCodeMethods)[number];

/**
 * `value` of the LOGIN_VERIFY_REQUIRED refusal of a login: the password was right, and a second step
 * is asked. Complete it with POST /wps/session/login/verify (LoginVerifyRequest) within `expiresIn`.
 */
export interface LoginVerifyValue {
  challengeId: string;
  reason: LoginChallengeReason;
  /** The methods this account can answer with, the preferred first. */
  methods: VerificationMethod[];
  /** Seconds the challenge stays open. */
  expiresIn: number;
}

/** POST /wps/session/login/verify (E): answers the login value (LoginValue) when the code is right. */
export interface LoginVerifyRequest {
  challengeId: string;
  method: VerificationMethod;
  code: string;
}

/**
 * POST /wps/session/login/verify/send (E): sends the challenge's code by SMS or e-mail (`method` must
 * be one of the challenge's). Answers SmsValue (the code's validity, for the countdown).
 */
export interface LoginVerifySendRequest {
  challengeId: string;
  method: SentCodeMethod;
}

/** `value` of VERIFY_CODE_WRONG: tries left before the lock. */
export interface VerifyCodeWrongValue {
  attemptsLeft: number;
}

/** `value` of VERIFY_LOCKED: when codes are accepted again (ISO 8601). */
export interface VerifyLockedValue {
  lockedUntil: string;
}
