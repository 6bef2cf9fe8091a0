// The operators' own payload cipher, opened (issue 16 item 13; LOBBY_CIPHER=legacy): raw RSA over a
// random 8-byte DES key, DES-ECB with PKCS#5 padding over the UTF-8 JSON, framed as the contract's
// `legacyEncryptionScheme` says: `<base64(wrapped key)>.<base64(ciphertext)>`. Weak, and off by
// default. The raw RSA is node:crypto's (RSA_NO_PADDING); DES is node-forge's, since Node's
// OpenSSL 3 has DES only in its legacy provider.
import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';
import { ErrorCode } from '@lobby/contract';
import { PlatformError } from './errors';

const desKeyBytes = 8;

export function openLegacy(value: string, privateKey: KeyObject): string {
  const parts = value.split('.');
  if (parts.length !== 2 || parts.some((part) => !/^[A-Za-z0-9+/]+={0,2}$/.test(part))) {
    throw new PlatformError(ErrorCode.DECRYPTION_FAILED, 'The sealed value is malformed', 400);
  }
  const [wrapped, data] = parts.map((part) => Buffer.from(part, 'base64')) as [Buffer, Buffer];
  // Raw RSA gives the key's integer as bytes of the modulus' length: all but the last 8 are zero
  // unless the key was sealed for another RSA key (or is not a DES key at all).
  // A value sealed for a larger modulus is refused by OpenSSL before that ("data too large for
  // modulus"): the same failure, told the same way.
  let block: Buffer;
  try {
    block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, wrapped);
  } catch {
    throw new Error('The wrapped DES key was not sealed with this RSA key');
  }
  const keyStart = block.length - desKeyBytes;
  if (keyStart < 0 || block.subarray(0, keyStart).some((byte) => byte !== 0)) {
    throw new Error('The wrapped DES key was not sealed with this RSA key');
  }
  if (data.length === 0 || data.length % desKeyBytes !== 0) throw new Error('DES-ECB data is whole 8-byte blocks');
  const des = forge.cipher.createDecipher(
    'DES-ECB',
    forge.util.createBuffer(block.subarray(keyStart).toString('binary')),
  );
  des.start();
  des.update(forge.util.createBuffer(data.toString('binary')));
  if (!des.finish()) throw new Error('The DES padding is wrong: another key');
  return Buffer.from(des.output.getBytes(), 'binary').toString('utf8');
}
