// The operators' legacy payload cipher in the browser (issue 16 item 13): sealed as the contract's
// legacyEncryptionScheme says, opened by the embedded platform's side.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';
import 'node-forge/lib/rsa';
import { describe, expect, it } from 'vitest';
import { openLegacy } from '../../server/platform/legacyCipher';
import { legacySeal } from './legacyCipher';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const json = JSON.stringify({ username: 'ana', password: 'ñandú 🔑 ๑' });
const plaintext = new TextEncoder().encode(json);

describe('the legacy cipher (raw RSA + DES-ECB)', () => {
  it('seals a known vector: the value node-forge computes for the same DES key', () => {
    const desKey = Uint8Array.from([0x13, 0x34, 0x57, 0x79, 0x9b, 0xbc, 0xdf, 0xf1]);
    const sealed = legacySeal(spki, () => desKey)(plaintext);

    // Computed here, step by step, from the scheme's description: raw RSA of the key's 8 bytes,
    // DES-ECB with PKCS#5 padding over the UTF-8 JSON, standard base64, joined with a dot.
    const binaryKey = Buffer.from(desKey).toString('binary');
    const rsa = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(Buffer.from(spki, 'base64').toString('binary')));
    const encryptor = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(binaryKey));
    encryptor.start();
    encryptor.update(forge.util.createBuffer(Buffer.from(json, 'utf8').toString('binary')));
    encryptor.finish();
    const ciphertext = encryptor.output.getBytes();
    const expected = `${forge.util.encode64(rsa.encrypt(binaryKey, 'RAW'))}.${forge.util.encode64(ciphertext)}`;
    expect(sealed).toBe(expected);
    // The wrapped key is the modulus' 256 bytes; the body whole 8-byte blocks, one of padding at least.
    const [wrapped = '', body = ''] = sealed.split('.');
    expect(Buffer.from(wrapped, 'base64')).toHaveLength(256);
    expect(Buffer.from(body, 'base64').length).toBe(Math.ceil((Buffer.byteLength(json) + 1) / 8) * 8);
    const des = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(binaryKey));
    des.start();
    des.update(forge.util.createBuffer(ciphertext));
    expect(des.finish()).toBe(true);
    expect(Buffer.from(des.output.getBytes(), 'binary').toString('utf8')).toBe(json);
  });

  it('is DES as published: the textbook block 0123456789ABCDEF under 133457799BBCDFF1', () => {
    const desKey = Buffer.from('133457799BBCDFF1', 'hex');
    const sealed = legacySeal(spki, () => desKey)(Uint8Array.from(Buffer.from('0123456789ABCDEF', 'hex')));
    const body = Buffer.from(sealed.split('.')[1] ?? '', 'base64');
    // The block itself, then a whole block of PKCS#5 padding.
    expect(body.subarray(0, 8).toString('hex').toUpperCase()).toBe('85E813540F0AB405');
    expect(body).toHaveLength(16);
  });

  it('round-trips through the platform side, with a fresh DES key each time', () => {
    const seal = legacySeal(spki);
    const first = seal(plaintext);
    const second = seal(plaintext);
    expect(first).not.toBe(second);
    expect(openLegacy(first, privateKey)).toBe(json);
    expect(openLegacy(second, privateKey)).toBe(json);
  });

  it('fails clearly when opened with another RSA key, whichever modulus is the larger', () => {
    // A value above the other key's modulus fails inside OpenSSL; one below decrypts to garbage: both
    // are told as the same failure (CI met the first by chance: about one key pair in two).
    const sealed = legacySeal(spki)(plaintext);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      expect(() => openLegacy(sealed, other)).toThrow('The wrapped DES key was not sealed with this RSA key');
    }
  });

  it('refuses a DES key that is not 8 bytes', () => {
    expect(() => legacySeal(spki, () => new Uint8Array(16))(plaintext)).toThrow('A DES key has 8 bytes, not 16');
  });
});
