// Sealed payloads (platform-contract: encrypted payloads): RSA-OAEP-256 wraps a fresh AES-256-GCM key
// per request. The key pair lives in memory only: a restart publishes a new keyId and a client still
// holding the old one gets KEY_EXPIRED, refetches the key and reseals (nothing was processed).
import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { encryptionScheme, ErrorCode, type RsaKeyValue } from '@lobby/contract';
import { PlatformError } from './errors';

export interface Cipher {
  /** The public key to publish at GET /wps/session/key/rsa. */
  publicKey(): RsaKeyValue;
  /** Opens a sealed body `{ value }` and checks its digest; returns the plaintext JSON. */
  open(body: unknown, encryption: string, digest: string | undefined): string;
}

const tagBytes = 16;
const ivBytes = 12;

interface KeyPair {
  keyId: string;
  privateKey: KeyObject;
  published: RsaKeyValue;
}

// One key pair per process, made on first use: RSA-2048 generation takes a second on a small machine,
// and a platform that never sees a sealed call (most tests) should not pay for it.
let processKeys: KeyPair | undefined;
function current(): KeyPair {
  if (!processKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyId = randomBytes(9).toString('base64url');
    const der = publicKey.export({ type: 'spki', format: 'der' });
    processKeys = { keyId, privateKey, published: { keyId, publicKey: der.toString('base64') } };
  }
  return processKeys;
}

export function createCipher(): Cipher {
  return {
    publicKey: () => current().published,
    open(body, encryption, digest) {
      const { scheme, keyId } = parseEncryptionHeader(encryption);
      if (scheme !== encryptionScheme) {
        throw new PlatformError(ErrorCode.DECRYPTION_FAILED, `Unknown encryption scheme; use ${encryptionScheme}`, 400);
      }
      const { keyId: currentId, privateKey } = current();
      if (keyId !== currentId) {
        throw new PlatformError(ErrorCode.KEY_EXPIRED, 'The sealing key is unknown or expired: fetch it again');
      }
      const sealed = (body as { value?: unknown } | undefined)?.value;
      const parts = typeof sealed === 'string' ? sealed.split('.') : [];
      if (parts.length !== 3)
        throw new PlatformError(ErrorCode.DECRYPTION_FAILED, 'The sealed value is malformed', 400);
      const [wrapped, iv, data] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
      let plaintext: string;
      try {
        const key = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          wrapped,
        );
        if (key.length !== 32 || iv.length !== ivBytes || data.length < tagBytes) throw new Error('bad sizes');
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(data.subarray(data.length - tagBytes));
        plaintext = Buffer.concat([
          decipher.update(data.subarray(0, data.length - tagBytes)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new PlatformError(ErrorCode.DECRYPTION_FAILED, 'The sealed value cannot be opened', 400);
      }
      const expected = `SHA-256=${createHash('sha256').update(plaintext, 'utf8').digest('base64')}`;
      if (digest?.trim() !== expected) {
        throw new PlatformError(ErrorCode.DIGEST_MISMATCH, 'X-Digest does not match the sealed body', 400);
      }
      return plaintext;
    },
  };
}

/** `RSA-OAEP-256+A256GCM; keyid=abc` -> { scheme, keyId }. */
function parseEncryptionHeader(header: string): { scheme: string; keyId: string } {
  const [scheme = '', ...params] = header.split(';').map((part) => part.trim());
  const keyParam = params.find((param) => param.toLowerCase().startsWith('keyid='));
  return { scheme, keyId: keyParam?.slice('keyid='.length) ?? '' };
}
