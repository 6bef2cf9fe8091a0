// The error codes the platform answers in `errorCode` (SPEC.md section 8; PLATFORM.md "Responses").
// Every call of SPEC.md section 7 answers one of these on failure.

export const ErrorCode = {
  // Session (SPEC.md section 4; PLATFORM.md: the three "token gone" codes)
  LOGIN_FAILED: 'login.failed',
  NOT_LOGGED_IN: 'login.not.session',
  TOKEN_INVALID: 'user.or.token.invalid',
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  LOGIN_VERIFY_REQUIRED: 'login_verify_required',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',
  NON_MEMBER: 'NON_MEMBER',
  NON_AGENT: 'NON_AGENT',
  TRIAL_FORBIDDEN: 'TRIAL_FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  // The second step of a login and two-step login (issue 17 item 4, security.ts): a wrong code, five
  // wrong codes in a row (locked for 15 minutes), a challenge that is unknown or past its time
  VERIFY_CODE_WRONG: 'VERIFY_CODE_WRONG',
  VERIFY_LOCKED: 'VERIFY_LOCKED',
  VERIFY_CHALLENGE_EXPIRED: 'VERIFY_CHALLENGE_EXPIRED',
  // Third-party login (issue 16 item 2): an ID token that fails verification (signature, issuer,
  // audience, expiry); an identity already linked to another account; the last way into an account
  THIRD_PARTY_TOKEN_INVALID: 'THIRD_PARTY_TOKEN_INVALID',
  THIRD_PARTY_LINKED_ELSEWHERE: 'THIRD_PARTY_LINKED_ELSEWHERE',
  THIRD_PARTY_LAST_LOGIN: 'THIRD_PARTY_LAST_LOGIN',
  // Input
  VALIDATION: 'VALIDATION',
  BAD_JSON: 'BAD_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // Sealed payloads (platform-contract: encrypted payloads)
  KEY_EXPIRED: 'KEY_EXPIRED',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  DECRYPTION_FAILED: 'DECRYPTION_FAILED',
  DIGEST_MISMATCH: 'DIGEST_MISMATCH',
  // Idempotency (PLATFORM.md "Requests")
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  // Member
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  USERNAME_OR_EMAIL_NOT_FOUND: 'USERNAME_OR_EMAIL_NOT_FOUND',
  MOBILE_NOT_FOUND: 'MOBILE_NOT_FOUND',
  AFFILIATE_INVALID: 'AFFILIATE_INVALID',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  MODULE_DISABLED: 'MODULE_DISABLED',
  // SMS (SPEC.md section 8: phone verification errors)
  SMS_INVALID_PHONE: 'SMS_INVALID_PHONE',
  SMS_MISSING_PHONE: 'SMS_MISSING_PHONE',
  SMS_CODE_INVALID: 'SMS_CODE_INVALID',
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  SMS_QUOTA: 'SMS_QUOTA',
  SMS_NOT_ALLOWED: 'SMS_NOT_ALLOWED',
  // Money and games
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  // Deposits, withdrawals and transfers to the upline (wallet domain)
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE',
  WITHDRAW_PASSWORD_NOT_SET: 'WITHDRAW_PASSWORD_NOT_SET',
  WITHDRAW_PASSWORD_WRONG: 'WITHDRAW_PASSWORD_WRONG',
  WITHDRAW_DAILY_LIMIT: 'WITHDRAW_DAILY_LIMIT',
  NO_UPLINE: 'NO_UPLINE',
  PREVIOUS_GAME_OPEN: 'PREVIOUS_GAME_OPEN',
  // A card room (GLS2_roomList) with every seat taken when the player enters it
  ROOM_FULL: 'ROOM_FULL',
  // Player limits (limits domain): a deposit over the remaining allowance; play after a loss limit
  DEPOSIT_LIMIT_EXCEEDED: 'DEPOSIT_LIMIT_EXCEEDED',
  LOSS_LIMIT_REACHED: 'LOSS_LIMIT_REACHED',
  // Time-out and self-exclusion (exclusion domain): a login refused while one is in force; the value
  // is the ExclusionValue (its end)
  ACCOUNT_TIMED_OUT: 'ACCOUNT_TIMED_OUT',
  ACCOUNT_SELF_EXCLUDED: 'ACCOUNT_SELF_EXCLUDED',
  // Points, promotions and contracts (server-domains)
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  STATE_CONFLICT: 'STATE_CONFLICT',
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  NOT_DOWNLINE: 'NOT_DOWNLINE',
  REBATE_NOTHING_TO_CLAIM: 'REBATE_NOTHING_TO_CLAIM',
  // Generic
  NOT_FOUND: 'NOT_FOUND',
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes that mean the token is gone: drop it and show the login popup (as does HTTP 401). */
export const sessionGoneCodes: readonly string[] = [
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.TOKEN_INVALID,
  ErrorCode.CUSTOMER_NOT_LOGIN,
];
