import { createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { legacyEncryptionScheme } from '@lobby/contract';
import { openLegacy } from '../../server/platform/legacyCipher';
import { createPayloadCipher } from './cipher';
import { createApiClient } from './client';
import { at, ok, startMockPlatform, testBaseUrl } from '../test/platform';

const server = startMockPlatform();
const loadLegacy = () => import('./legacyCipher');
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed value as the platform does, with node:crypto. */
function open(value: string, digestHeader: string | null): unknown {
  const [wrapped = '', iv = '', sealed = ''] = value.split('.');
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(wrapped, 'base64url'),
  );
  const data = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plaintext = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  expect(key).toHaveLength(32);
  expect(Buffer.from(iv, 'base64url')).toHaveLength(12);
  expect(digestHeader).toBe(`SHA-256=${createHash('sha256').update(plaintext).digest('base64')}`);
  return JSON.parse(plaintext.toString('utf8'));
}

describe('the RSA-OAEP-256 + AES-256-GCM cipher', () => {
  it('seals what node:crypto opens, fresh key and IV each time', async () => {
    const cipher = createPayloadCipher(() => Promise.resolve({ keyId: 'k1', publicKey: spki }), loadLegacy);
    const payload = { username: 'ana', password: 'ñandú 🔑' };
    const first = await cipher.seal(JSON.stringify(payload));
    const second = await cipher.seal(JSON.stringify(payload));
    expect(first.headers.Encryption).toBe('RSA-OAEP-256+A256GCM; keyid=k1');
    expect(open(first.body.value, first.headers['X-Digest'] ?? null)).toEqual(payload);
    expect(first.body.value).not.toBe(second.body.value);
  });

  it('fetches the key once, again after reset, and not after a failed fetch', async () => {
    const fetchKey = vi
      .fn<() => Promise<{ keyId: string; publicKey: string }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ keyId: 'k2', publicKey: spki });
    const cipher = createPayloadCipher(fetchKey, loadLegacy);
    await expect(cipher.seal('{}')).rejects.toThrow('down');
    await cipher.seal('{}');
    await cipher.seal('{}');
    expect(fetchKey).toHaveBeenCalledTimes(2);
    cipher.reset?.();
    await cipher.seal('{}');
    expect(fetchKey).toHaveBeenCalledTimes(3);
  });

  it('is the client default: key from /wps/session/key/rsa, body opened by the platform', async () => {
    let keyFetches = 0;
    let received: unknown;
    server.use(
      http.get(at('/wps/session/key/rsa'), () => {
        keyFetches += 1;
        return ok({ keyId: 'k3', publicKey: spki });
      }),
      http.post(at('/wps/session/login'), async ({ request }) => {
        const body = (await request.json()) as { value: string };
        received = open(body.value, request.headers.get('X-Digest'));
        return ok({ token: 't' });
      }),
    );
    const client = createApiClient({
      baseUrl: testBaseUrl,
      merchant: 'M',
      getToken: () => null,
      getLanguage: () => 'en',
    });
    await client.post('/wps/session/login', { username: 'u', password: 'p' }, { encrypt: true });
    await client.post('/wps/session/login', { username: 'v', password: 'q' }, { encrypt: true });
    expect(received).toEqual({ username: 'v', password: 'q' });
    expect(keyFetches).toBe(1);
  });

  it("seals in the scheme the key names: absent or modern is today's, legacy the operators'", async () => {
    const sealWith = (scheme?: string) =>
      createPayloadCipher(() => Promise.resolve({ keyId: 'k4', publicKey: spki, scheme }), loadLegacy).seal('{"a":1}');
    expect((await sealWith(undefined)).headers.Encryption).toBe('RSA-OAEP-256+A256GCM; keyid=k4');
    expect((await sealWith('RSA-OAEP-256+A256GCM')).headers.Encryption).toBe('RSA-OAEP-256+A256GCM; keyid=k4');
    const legacy = await sealWith(legacyEncryptionScheme);
    expect(legacy.headers).toEqual({
      Encryption: `${legacyEncryptionScheme}; keyid=k4`,
      'X-Digest': `SHA-256=${createHash('sha256').update('{"a":1}').digest('base64')}`,
    });
    expect(openLegacy(legacy.body.value, privateKey)).toBe('{"a":1}');
    await expect(sealWith('ROT13')).rejects.toThrow('The platform seals with ROT13, which this site does not speak');
  });
});
