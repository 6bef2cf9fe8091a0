/**
 * Sealing of the payloads marked E in SPEC.md section 7 (PLATFORM.md, "Encrypted payloads"). The
 * platform's key answer names the scheme (`scheme`; absent: today's), so one build speaks both:
 * - RSA-OAEP-256 + AES-256-GCM (default): a fresh AES key and IV per request, the key wrapped with
 *   the platform's public key; WebCrypto only, so it runs the same in browsers and in Node.
 * - the operators' legacy RSA-RAW + DES-ECB (issue 16 item 13; legacyCipher.ts): loaded only when
 *   a key names it, so node-forge never reaches the first script.
 */
import { encryptionScheme, legacyEncryptionScheme, type RsaKeyValue } from '@lobby/contract';
import { fromBase64, toBase64, toBase64Url } from './base64';
import type { legacySeal } from './legacyCipher';

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
 * Imports the legacy scheme's code (node-forge). The site's client passes its own import: this module
 * itself loads lazily (client.ts), and a dynamic import inside a lazy chunk pulls Vite's preload
 * helper out of the first script's chunks into one more initial file (+0.4 kB gzip, measured).
 */
export type LoadLegacyCipher = () => Promise<{ legacySeal: typeof legacySeal }>;

/** One scheme's part of a seal, with the platform's key in hand: the `value` of a plaintext. */
type SchemeSeal = (plaintext: Uint8Array<ArrayBuffer>) => Promise<string> | string;

/**
 * The client's cipher. The public key is fetched once and cached with the seal of the scheme it
 * names; `reset` drops both, so the next seal fetches a fresh key (a failed fetch is not cached either).
 * The headers are every scheme's: `Encryption: <scheme>; keyid=<keyId>` and `X-Digest: SHA-256=<base64>`.
 */
export function createPayloadCipher(fetchKey: () => Promise<RsaKeyValue>, loadLegacy: LoadLegacyCipher): PayloadCipher {
  let cached: Promise<{ scheme: string; keyId: string; seal: SchemeSeal }> | null = null;

  function load() {
    cached ??= fetchKey().then(async (key) => {
      const scheme = key.scheme ?? encryptionScheme;
      return { scheme, keyId: key.keyId, seal: await schemeSeal(scheme, key.publicKey, loadLegacy) };
    });
    cached.catch(() => {
      cached = null;
    });
    return cached;
  }

  return {
    async seal(json) {
      const { scheme, keyId, seal } = await load();
      const plaintext = new TextEncoder().encode(json);
      const [value, digest] = await Promise.all([seal(plaintext), crypto.subtle.digest('SHA-256', plaintext)]);
      return {
        body: { value },
        headers: { Encryption: `${scheme}; keyid=${keyId}`, 'X-Digest': `SHA-256=${toBase64(digest)}` },
      };
    },
    reset() {
      cached = null;
    },
  };
}

/** The seal of the scheme a key names; an unknown one is refused rather than sent in the clear. */
async function schemeSeal(scheme: string, publicKey: string, loadLegacy: LoadLegacyCipher): Promise<SchemeSeal> {
  if (scheme === encryptionScheme) return rsaAesSeal(publicKey);
  if (scheme === legacyEncryptionScheme) return (await loadLegacy()).legacySeal(publicKey);
  throw new Error(`The platform seals with ${scheme}, which this site does not speak`);
}

async function rsaAesSeal(publicKey: string): Promise<SchemeSeal> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return async (plaintext) => {
    const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const [ciphertext, rawKey] = await Promise.all([
      crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
      crypto.subtle.exportKey('raw', aesKey),
    ]);
    const wrappedKey = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
    return [wrappedKey, iv, ciphertext].map((part) => toBase64Url(part)).join('.');
  };
}
