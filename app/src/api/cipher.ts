/**
 * Sealing of the payloads marked E in SPEC.md section 7 (PLATFORM.md, "Encrypted payloads"): a fresh
 * AES-256-GCM key and IV per request, the key wrapped with the platform's RSA-OAEP-256 public key.
 * WebCrypto only, so it runs the same in browsers and in Node's globalThis.crypto.
 */
import { encryptionScheme, type RsaKeyValue } from '@lobby/contract';

/** What a sealed request sends instead of its plain JSON. */
interface SealedPayload {
  body: { value: string };
  headers: Record<string, string>;
}

/** One encryption scheme: the client asks it to seal the JSON text of a body. */
export interface PayloadCipher {
  seal: (json: string) => Promise<SealedPayload>;
  /** Forgets any cached key, after the platform answered KEY_EXPIRED. */
  reset?: () => void;
}

/**
 * The embedded platform's scheme. The public key is fetched once and cached; `reset` drops it so the
 * next seal fetches a fresh one (a failed fetch is not cached either).
 */
export function createRsaAesCipher(fetchKey: () => Promise<RsaKeyValue>): PayloadCipher {
  let cached: Promise<{ keyId: string; key: CryptoKey }> | null = null;

  function loadKey() {
    cached ??= fetchKey().then(async ({ keyId, publicKey }) => ({
      keyId,
      key: await crypto.subtle.importKey('spki', fromBase64(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]),
    }));
    cached.catch(() => {
      cached = null;
    });
    return cached;
  }

  return {
    async seal(json) {
      const { keyId, key } = await loadKey();
      const plaintext = new TextEncoder().encode(json);
      const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const [ciphertext, rawKey, digest] = await Promise.all([
        crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
        crypto.subtle.exportKey('raw', aesKey),
        crypto.subtle.digest('SHA-256', plaintext),
      ]);
      const wrappedKey = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
      return {
        body: {
          value: [wrappedKey, iv, ciphertext].map((part) => toBase64Url(part)).join('.'),
        },
        headers: {
          Encryption: `${encryptionScheme}; keyid=${keyId}`,
          'X-Digest': `SHA-256=${toBase64(digest)}`,
        },
      };
    },
    reset() {
      cached = null;
    },
  };
}

function bytesOf(data: ArrayBuffer | Uint8Array): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

function toBase64(data: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of bytesOf(data)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function toBase64Url(data: ArrayBuffer | Uint8Array): string {
  return toBase64(data).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
