/**
 * Base64 of bytes, the one helper for the site: the sealed payloads (cipher.ts), the customer-service
 * path (system.ts) and the uploaded pictures (features/promotions/uploadImages.ts). Its own module
 * so that the first script takes it without the cipher, which loads with the first sealed request.
 */

export function toBase64(data: ArrayBuffer | Uint8Array): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function toBase64Url(data: ArrayBuffer | Uint8Array): string {
  return toBase64(data).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of base64 or base64url text. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
