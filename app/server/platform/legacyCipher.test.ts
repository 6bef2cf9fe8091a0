// The operators' legacy payload cipher on the platform's side (issue 16 item 13; LOBBY_CIPHER).
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode, legacyEncryptionScheme, type MemberInfo, type RsaKeyValue } from '@lobby/contract';
import { optionsFromEnv } from './config';
import { call, login, seal, sealLegacy, testPlatform } from './testing';

const legacy = testPlatform({ cipher: 'legacy' });

async function keyOf(platform = legacy): Promise<RsaKeyValue> {
  return (await call<RsaKeyValue>(platform, 'GET', '/wps/session/key/rsa')).envelope.value as RsaKeyValue;
}

/** A sealed login sent as it is, to see how the platform answers it. */
function sendLogin(sealed: { body: string; headers: Record<string, string> }) {
  return call(legacy, 'POST', '/wps/session/login', { raw: sealed.body, headers: sealed.headers });
}

const loginJson = JSON.stringify({ username: 'demo_member', password: 'Demo1234', type: 'username' });

describe('the legacy cipher of the embedded platform', () => {
  it('names its scheme in the key, and a login sealed in it logs in', async () => {
    expect((await keyOf()).scheme).toBe(legacyEncryptionScheme);
    const token = await login(legacy, 'demo_member');
    const info = await call<MemberInfo>(legacy, 'GET', '/wps/member/info', { token });
    expect(info.envelope.value?.account).toBe('demo_member');
  });

  it('warns once at start; the default platform uses the modern scheme and does not warn', async () => {
    expect(legacy.logs.filter((line) => line.includes('legacy cipher'))).toEqual([
      'The platform seals E payloads with the legacy cipher (raw RSA and DES-ECB, 56-bit keys), which is weak: use it only for a platform that speaks nothing else',
    ]);
    const modern = testPlatform();
    expect((await keyOf(modern)).scheme).toBe('RSA-OAEP-256+A256GCM');
    expect(modern.logs.some((line) => line.includes('legacy cipher'))).toBe(false);
  });

  it('refuses a DES key wrapped for another RSA key, clearly', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const other = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const result = await sendLogin(sealLegacy({ ...(await keyOf()), publicKey: other }, loginJson));
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({
      errorCode: ErrorCode.DECRYPTION_FAILED,
      message: 'The sealed value cannot be opened',
    });
  });

  it('refuses a changed ciphertext, a malformed value and the other scheme', async () => {
    const key = await keyOf();
    const sealed = sealLegacy(key, loginJson);
    const [wrapped, data = ''] = (JSON.parse(sealed.body) as { value: string }).value.split('.');
    const bytes = Buffer.from(data, 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
    const changed = await sendLogin({
      ...sealed,
      body: JSON.stringify({ value: `${wrapped}.${bytes.toString('base64')}` }),
    });
    // The last block no longer unpads, or unpads to another text, which the digest catches.
    expect([ErrorCode.DECRYPTION_FAILED, ErrorCode.DIGEST_MISMATCH]).toContain(changed.envelope.errorCode);
    expect((await sendLogin({ ...sealed, body: JSON.stringify({ value: 'not.base64!' }) })).envelope).toMatchObject({
      errorCode: ErrorCode.DECRYPTION_FAILED,
      message: 'The sealed value is malformed',
    });
    const modernSeal = await seal({ keyId: key.keyId, publicKey: key.publicKey }, JSON.parse(loginJson));
    expect((await sendLogin(modernSeal)).envelope).toMatchObject({
      errorCode: ErrorCode.DECRYPTION_FAILED,
      message: `Unknown encryption scheme; use ${legacyEncryptionScheme}`,
    });
  });

  it('is chosen by LOBBY_CIPHER, which accepts modern and legacy only', () => {
    expect(optionsFromEnv({ LOBBY_CIPHER: 'legacy' }).cipher).toBe('legacy');
    expect(optionsFromEnv({ LOBBY_CIPHER: ' modern ' }).cipher).toBe('modern');
    expect(optionsFromEnv({}).cipher).toBeUndefined();
    expect(() => optionsFromEnv({ LOBBY_CIPHER: 'des' })).toThrow(
      'LOBBY_CIPHER must be one of modern, legacy, not "des"',
    );
  });
});
