/**
 * The operators' own payload cipher (issue 16 item 13; PLATFORM.md, "Encrypted payloads"): raw RSA
 * over a random DES key, DES-ECB over the body. The framing, where PLATFORM.md is silent, is defined
 * with the scheme's name in the contract (`legacyEncryptionScheme`). Weak, and loaded only when the
 * platform's key names this scheme (cipher.ts, which adds the headers). node-forge, since WebCrypto
 * has neither DES nor raw RSA. It imports nothing of the site, so that its chunk is all it adds.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';
import 'node-forge/lib/rsa';

const desKeyBytes = 8;

/**
 * The legacy `value` of a plaintext, sealed for the platform's public key (base64 SPKI DER);
 * `randomKey` makes the 8 DES key bytes (tests pass a fixed one, to compare with a vector).
 */
export function legacySeal(
  publicKey: string,
  randomKey: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(desKeyBytes)),
): (plaintext: Uint8Array) => string {
  const rsaKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKey)));
  return (plaintext) => {
    const desKey = forge.util.binary.raw.encode(randomKey());
    if (desKey.length !== desKeyBytes) throw new Error(`A DES key has ${desKeyBytes} bytes, not ${desKey.length}`);
    // PKCS#5 padding is node-forge's default for ECB.
    const des = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(desKey));
    des.start();
    des.update(forge.util.createBuffer(forge.util.binary.raw.encode(plaintext)));
    des.finish();
    // RAW: no padding; the key is the integer of its 8 bytes, the result as many bytes as the modulus.
    const wrappedKey = rsaKey.encrypt(desKey, 'RAW');
    return `${forge.util.encode64(wrappedKey)}.${forge.util.encode64(des.output.getBytes())}`;
  };
}
