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
 * The operators' own scheme (PLATFORM.md, "Encrypted payloads"; issue 16 item 13), named in the
 * `Encryption` header as `RSA-RAW+DES-ECB; keyid=<keyId>`. Weak (56-bit DES, unpadded RSA): offered
 * only because their platform speaks nothing else, and off unless PLATFORM_CIPHER / LOBBY_CIPHER say
 * `legacy`. Where PLATFORM.md is silent, defined here: `value` is
 * `<base64(raw RSA of the 8-byte DES key, as big-endian bytes of the modulus' length)>.<base64(DES-ECB(json))>`,
 * standard base64 with padding, the JSON in UTF-8 padded with PKCS#5; the key is 8 random bytes
 * (parity bits ignored); `X-Digest` as for the modern scheme.
 */
export const legacyEncryptionScheme = 'RSA-RAW+DES-ECB';

/** The payload ciphers a site can be set to (PLATFORM_CIPHER, LOBBY_CIPHER), and their schemes. */
export const payloadCipherSchemes = { modern: encryptionScheme, legacy: legacyEncryptionScheme } as const;
export type PayloadCipherName = keyof typeof payloadCipherSchemes;

/**
 * A sealed body (the calls marked E): `value` is
 * `<b64url(RSA-OAEP-SHA256(aesKey))>.<b64url(iv 12 bytes)>.<b64url(AES-256-GCM(json) with tag)>`,
 * sent with `Encryption` and `X-Digest: SHA-256=<base64 of SHA-256 of the plaintext JSON>`.
 */
export interface SealedBody {
  value: string;
}
