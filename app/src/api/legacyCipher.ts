/**
 * The operators' own payload cipher (issue 16 item 13; PLATFORM.md, "Encrypted payloads"): raw RSA
 * over a random DES key, DES-ECB over the body. The framing, where PLATFORM.md is silent, is defined
 * with the scheme's name in the contract (`legacyEncryptionScheme`). Weak, and loaded only when the
 * platform's key names this scheme (cipher.ts). node-forge, since WebCrypto has neither DES nor raw
 * RSA.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';
import 'node-forge/lib/rsa';
import { legacyEncryptionScheme, type RsaKeyValue } from '@lobby/contract';
import { binaryOf, digestHeader, type Sealer } from './cipher';

const desKeyBytes = 8;

/**
 * Seals with the platform's key; `randomKey` makes the 8 DES key bytes (tests pass a fixed one, to
 * compare with a vector).
 */
export function legacySealer(
  { keyId, publicKey }: RsaKeyValue,
  randomKey: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(desKeyBytes)),
): Sealer {
  const rsaKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKey)));
  return async (json) => {
    const plaintext = new TextEncoder().encode(json);
    const desKey = binaryOf(randomKey());
    if (desKey.length !== desKeyBytes) throw new Error(`A DES key has ${desKeyBytes} bytes, not ${desKey.length}`);
    // PKCS#5 padding is node-forge's default for ECB.
    const des = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(desKey));
    des.start();
    des.update(forge.util.createBuffer(binaryOf(plaintext)));
    des.finish();
    // RAW: no padding; the key is the integer of its 8 bytes, the result as many bytes as the modulus.
    const wrappedKey = rsaKey.encrypt(desKey, 'RAW');
    return {
      body: { value: `${forge.util.encode64(wrappedKey)}.${forge.util.encode64(des.output.getBytes())}` },
      headers: { Encryption: `${legacyEncryptionScheme}; keyid=${keyId}`, 'X-Digest': await digestHeader(plaintext) },
    };
  };
}
