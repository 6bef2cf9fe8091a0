/**
 * Sealing of the payloads marked E in SPEC.md section 7 (PLATFORM.md, "Encrypted payloads"). The
 * platform's key answer names the scheme (`scheme`; absent: today's), so one build speaks both:
 * - RSA-OAEP-256 + AES-256-GCM (default): a fresh AES key and IV per request, the key wrapped with
 *   the platform's public key; WebCrypto only, so it runs the same in browsers and in Node.
 * - the operators' legacy RSA-RAW + DES-ECB (issue 16 item 13; legacyCipher.ts): loaded only when
 *   a key names it, so node-forge never reaches the first script.
 */
import { encryptionScheme, legacyEncryptionScheme, type RsaKeyValue } from '@lobby/contract';

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

/** One scheme's sealing with the platform's key in hand. */
export type Sealer = (json: string) => Promise<SealedPayload>;

/**
 * The client's cipher. The public key is fetched once and cached with the sealer of the scheme it
 * names; `reset` drops both, so the next seal fetches a fresh key (a failed fetch is not cached either).
 */
export function createPayloadCipher(fetchKey: () => Promise<RsaKeyValue>): PayloadCipher {
  let cached: Promise<Sealer> | null = null;

  function load() {
    cached ??= fetchKey().then(sealerFor);
    cached.catch(() => {
      cached = null;
    });
    return cached;
  }

  return {
    seal: async (json) => (await load())(json),
    reset() {
      cached = null;
    },
  };
}

/** The sealer of the scheme a key names; an unknown one is refused rather than sent in the clear. */
export async function sealerFor(key: RsaKeyValue): Promise<Sealer> {
  const scheme = key.scheme ?? encryptionScheme;
  if (scheme === encryptionScheme) return rsaAesSealer(key);
  if (scheme === legacyEncryptionScheme) return (await import('./legacyCipher')).legacySealer(key);
  throw new Error(`The platform seals with ${scheme}, which this site does not speak`);
}

async function rsaAesSealer({ keyId, publicKey }: RsaKeyValue): Promise<Sealer> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return async (json) => {
    const plaintext = new TextEncoder().encode(json);
    const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const [ciphertext, rawKey, digest] = await Promise.all([
      crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
      crypto.subtle.exportKey('raw', aesKey),
      digestHeader(plaintext),
    ]);
    const wrappedKey = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
    return {
      body: {
        value: [wrappedKey, iv, ciphertext].map((part) => toBase64Url(part)).join('.'),
      },
      headers: { Encryption: `${encryptionScheme}; keyid=${keyId}`, 'X-Digest': digest },
    };
  };
}

/** `X-Digest` of a plaintext, the same in every scheme: `SHA-256=<base64>`. */
export async function digestHeader(plaintext: Uint8Array<ArrayBuffer>): Promise<string> {
  return `SHA-256=${toBase64(await crypto.subtle.digest('SHA-256', plaintext))}`;
}

function bytesOf(data: ArrayBuffer | Uint8Array): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

/** Bytes as a binary string, one character per byte (btoa's input, and node-forge's). */
export function binaryOf(data: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of bytesOf(data)) binary += String.fromCharCode(byte);
  return binary;
}

function toBase64(data: ArrayBuffer | Uint8Array): string {
  return btoa(binaryOf(data));
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
