// node-forge ships no types: these are the parts of it that the operators' legacy payload cipher uses
// (issue 16 item 13; app/src/api/legacyCipher.ts, server/platform/legacyCipher.ts). Its modules are
// loaded one by one (lib/forge, then lib/des and lib/rsa, which add themselves to it), so that the
// browser's lazy chunk carries DES and RSA only. Bytes are binary strings, as node-forge takes them.
declare module 'node-forge/lib/forge' {
  interface ByteBuffer {
    getBytes(): string;
    length(): number;
  }
  interface BlockCipher {
    start(options?: Record<string, never>): void;
    update(input: ByteBuffer): void;
    /** False when the padding is wrong (a decipher given the wrong key). */
    finish(): boolean;
    output: ByteBuffer;
  }
  interface Asn1 {
    readonly tagClass: number;
  }
  interface RsaPublicKey {
    encrypt(data: string, scheme: 'RAW'): string;
  }
  interface RsaPrivateKey {
    decrypt(data: string, scheme: 'RAW'): string;
  }
  const forge: {
    util: {
      createBuffer(bytes?: string): ByteBuffer;
      encode64(bytes: string): string;
      decode64(text: string): string;
      encodeUtf8(text: string): string;
      binary: { raw: { encode(bytes: Uint8Array): string } };
    };
    cipher: {
      createCipher(algorithm: 'DES-ECB', key: ByteBuffer): BlockCipher;
      createDecipher(algorithm: 'DES-ECB', key: ByteBuffer): BlockCipher;
    };
    asn1: { fromDer(bytes: string): Asn1 };
    pki: {
      publicKeyFromAsn1(object: Asn1): RsaPublicKey;
      privateKeyFromAsn1(object: Asn1): RsaPrivateKey;
    };
  };
  export default forge;
}
declare module 'node-forge/lib/des';
declare module 'node-forge/lib/rsa';
