// Sealed payloads (platform-contract: encrypted payloads): RSA-OAEP-256 wraps a fresh AES-256-GCM key
// per request; or, with LOBBY_CIPHER=legacy, the operators' raw RSA over a DES key and DES-ECB over
// the body (issue 16 item 13; legacyCipher.ts). One scheme per platform, named in the key's answer.
// The key pair lives in memory only: a restart publishes a new keyId and a client still holding the
// old one gets KEY_EXPIRED, refetches the key and reseals (nothing was processed).
import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { ErrorCode, payloadCipherSchemes, type PayloadCipherName, type RsaKeyValue } from '@lobby/contract';
import { PlatformError } from './errors';
import { openLegacy } from './legacyCipher';

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
  /** Base64 of the SPKI DER. */
  publicKey: string;
}

/** Opens a sealed `value` with the private key, or throws (answered as DECRYPTION_FAILED). */
type Opener = (value: string, privateKey: KeyObject) => string;

// One key pair per process, made on first use: RSA-2048 generation takes a second on a small machine,
// and a platform that never sees a sealed call (most tests) should not pay for it.
let processKeys: KeyPair | undefined;
function current(): KeyPair {
  if (!processKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyId = randomBytes(9).toString('base64url');
    const der = publicKey.export({ type: 'spki', format: 'der' });
    processKeys = { keyId, privateKey, publicKey: der.toString('base64') };
  }
  return processKeys;
}

export function createCipher(name: PayloadCipherName = 'modern'): Cipher {
  const scheme = payloadCipherSchemes[name];
  const openScheme: Opener = name === 'legacy' ? openLegacy : openRsaAes;
  return {
    publicKey: () => {
      const { keyId, publicKey } = current();
      return { keyId, publicKey, scheme };
    },
    open(body, encryption, digest) {
      const { scheme: sent, keyId } = parseEncryptionHeader(encryption);
      if (sent !== scheme) {
        throw new PlatformError(ErrorCode.DECRYPTION_FAILED, `Unknown encryption scheme; use ${scheme}`, 400);
      }
      const { keyId: currentId, privateKey } = current();
      if (keyId !== currentId) {
        throw new PlatformError(ErrorCode.KEY_EXPIRED, 'The sealing key is unknown or expired: fetch it again');
      }
      const sealed = (body as { value?: unknown } | undefined)?.value;
      if (typeof sealed !== 'string') {
        throw new PlatformError(ErrorCode.DECRYPTION_FAILED, 'The sealed value is malformed', 400);
      }
      let plaintext: string;
      try {
        plaintext = openScheme(sealed, privateKey);
      } catch (error) {
        if (error instanceof PlatformError) throw error;
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

/** `<b64url(wrapped key)>.<b64url(iv)>.<b64url(ciphertext and tag)>` (contract: SealedBody). */
function openRsaAes(value: string, privateKey: KeyObject): string {
  const parts = value.split('.');
  if (parts.length !== 3) throw new PlatformError(ErrorCode.DECRYPTION_FAILED, 'The sealed value is malformed', 400);
  const [wrapped, iv, data] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    wrapped,
  );
  if (key.length !== 32 || iv.length !== ivBytes || data.length < tagBytes) throw new Error('bad sizes');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(data.subarray(data.length - tagBytes));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - tagBytes)), decipher.final()]).toString('utf8');
}

/** `RSA-OAEP-256+A256GCM; keyid=abc` -> { scheme, keyId }. */
function parseEncryptionHeader(header: string): { scheme: string; keyId: string } {
  const [scheme = '', ...params] = header.split(';').map((part) => part.trim());
  const keyParam = params.find((param) => param.toLowerCase().startsWith('keyid='));
  return { scheme, keyId: keyParam?.slice('keyid='.length) ?? '' };
}
