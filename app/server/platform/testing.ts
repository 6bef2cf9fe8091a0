// Helpers for the platform's tests (every domain's): a fast in-memory platform, calls that read the
// envelope, and a client-side seal made with WebCrypto exactly as the contract says (or with
// node-forge, for the operators' legacy scheme).
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';
import 'node-forge/lib/rsa';
import { createHash, randomBytes } from 'node:crypto';
import {
  type CaptchaValue,
  legacyEncryptionScheme,
  type Envelope,
  type HumanCheckAnswer,
  type LoginValue,
  type RsaKeyValue,
} from '@lobby/contract';
import { noRateLimits } from '../rateLimit';
import { createPlatform, type Platform } from './index';
import { challengeStandIn, type PlatformOptions } from './config';
import { demoPassword } from './seed-core';

/**
 * An in-memory platform with cheap password hashes, a silent log (lines collected in `logs`) and no rate
 * limits (tests log in many times from one address; rateLimit.test.ts passes its own).
 */
export function testPlatform(options: PlatformOptions = {}): Platform & { logs: string[] } {
  const logs: string[] = [];
  const platform = createPlatform({
    passwordCost: 1024,
    timers: false,
    rateLimits: noRateLimits,
    log: (line) => logs.push(line),
    ...options,
  });
  return Object.assign(platform, { logs });
}

const subtle = globalThis.crypto.subtle;
const b64url = (bytes: ArrayBuffer | Uint8Array): string => Buffer.from(bytes as ArrayBuffer).toString('base64url');

/**
 * Seals a JSON body as the client does, in the scheme the key names: AES-256-GCM under a fresh key,
 * wrapped with RSA-OAEP-256; or the legacy DES-ECB under a fresh DES key, wrapped with raw RSA.
 */
export async function seal(
  key: RsaKeyValue,
  json: unknown,
): Promise<{ body: string; headers: Record<string, string> }> {
  if (key.scheme === legacyEncryptionScheme) return sealLegacy(key, JSON.stringify(json));
  const plaintext = new TextEncoder().encode(JSON.stringify(json));
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  const digest = Buffer.from(await subtle.digest('SHA-256', plaintext)).toString('base64');
  return {
    body: JSON.stringify({ value: `${b64url(wrapped)}.${b64url(iv)}.${b64url(ciphertext)}` }),
    headers: {
      'Content-Type': 'application/json',
      Encryption: `RSA-OAEP-256+A256GCM; keyid=${key.keyId}`,
      'X-Digest': `SHA-256=${digest}`,
    },
  };
}

/** The legacy scheme (contract: legacyEncryptionScheme), with node-forge; `desKey` is random unless given. */
export function sealLegacy(
  key: RsaKeyValue,
  json: string,
  desKey: Buffer = randomBytes(8),
): { body: string; headers: Record<string, string> } {
  const rsaKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(key.publicKey)));
  const des = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(desKey.toString('binary')));
  des.start();
  des.update(forge.util.createBuffer(forge.util.encodeUtf8(json)));
  des.finish();
  const wrapped = forge.util.encode64(rsaKey.encrypt(desKey.toString('binary'), 'RAW'));
  return {
    body: JSON.stringify({ value: `${wrapped}.${forge.util.encode64(des.output.getBytes())}` }),
    headers: {
      'Content-Type': 'application/json',
      Encryption: `${legacyEncryptionScheme}; keyid=${key.keyId}`,
      'X-Digest': `SHA-256=${createHash('sha256').update(json, 'utf8').digest('base64')}`,
    },
  };
}

export interface CallOptions {
  /** JSON body (sent sealed when `sealed`). */
  body?: unknown;
  /** A form-encoded body instead. */
  form?: Record<string, string>;
  /** A raw body string instead. */
  raw?: string;
  token?: string;
  sealed?: boolean;
  headers?: Record<string, string>;
  /** The caller's address (as @hono/node-server would give it). */
  ip?: string;
}

export interface CallResult<T> {
  status: number;
  envelope: Envelope<T>;
  headers: Headers;
}

/** One call; the envelope is parsed (`value` typed by the caller). */
export async function call<T = unknown>(
  platform: Platform,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Merchant: 'LOBBY', Device: 'web', ...options.headers };
  if (options.token) headers.Authorization = options.token;
  let body: string | undefined;
  if (options.sealed) {
    const key = await call<RsaKeyValue>(platform, 'GET', '/wps/session/key/rsa');
    const sealed = await seal(key.envelope.value as RsaKeyValue, options.body ?? {});
    body = sealed.body;
    Object.assign(headers, sealed.headers);
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.raw !== undefined) {
    body = options.raw;
    headers['Content-Type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const env = { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } } };
  const response = await platform.request(path, { method, headers, body }, env);
  return { status: response.status, envelope: (await response.json()) as Envelope<T>, headers: response.headers };
}

/** Logs in (sealed, as the site does) and returns the token; throws when the login fails. */
export async function login(platform: Platform, username: string, password = demoPassword): Promise<string> {
  const result = await call<LoginValue>(platform, 'POST', '/wps/session/login', {
    body: { username, password, type: 'username' },
    sealed: true,
  });
  if (!result.envelope.value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(result.envelope)}`);
  return result.envelope.value.token;
}

/** A new captcha image (GET /wps/captcha) and its answer, read from the platform's captchas table. */
export async function solvedCaptcha(
  platform: Platform,
): Promise<Required<Pick<HumanCheckAnswer, 'captcha' | 'captchaId'>>> {
  const { captchaId } = (await call<CaptchaValue>(platform, 'GET', '/wps/captcha')).envelope.value as CaptchaValue;
  const row = platform.ctx.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(captchaId) as { answer: string };
  return { captchaId, captcha: row.answer };
}

/** A fresh token of the stand-in hosted challenge, as its frame gets one when the box is ticked. */
export async function solvedChallenge(platform: Platform): Promise<Required<Pick<HumanCheckAnswer, 'challengeToken'>>> {
  const response = await platform.request(challengeStandIn.answerPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sitekey: challengeStandIn.siteKey }).toString(),
  });
  const { token } = (await response.json()) as { token: string };
  return { challengeToken: token };
}
