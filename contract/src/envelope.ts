// The response envelope of every platform call (PLATFORM.md "Responses"; SPEC.md section 7).

/**
 * Every answer of /wps and /lgw. HTTP 200 with `success: false` is a business error; `value` may
 * still carry data on failure (a failed login carries `{ captcha: true }`).
 */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

/** Paged answers (PLATFORM.md: pageNo is 1-based). */
export interface Paged {
  totalPages: number;
  totalCount: number;
}

/** Paging parameters of list calls. */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Headers the client sends on every call (platform-contract: wire conventions). */
export const wireHeaders = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  moduleId: 'ModuleId',
  idempotencyKey: 'Idempotency-Key',
  encryption: 'Encryption',
  digest: 'X-Digest',
} as const;

/** The sealed-payload scheme named in the `Encryption` header: `RSA-OAEP-256+A256GCM; keyid=<keyId>`. */
export const encryptionScheme = 'RSA-OAEP-256+A256GCM';

/**
 * A sealed body (the calls marked E): `value` is
 * `<b64url(RSA-OAEP-SHA256(aesKey))>.<b64url(iv 12 bytes)>.<b64url(AES-256-GCM(json) with tag)>`,
 * sent with `Encryption` and `X-Digest: SHA-256=<base64 of SHA-256 of the plaintext JSON>`.
 */
export interface SealedBody {
  value: string;
}
