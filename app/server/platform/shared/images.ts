// Uploaded images (SPEC.md section 5: png or jpg): the type is judged by the file's first bytes, never by
// its name.
import type { UploadImageValue } from '@lobby/contract';

/** PNG's eight-byte signature, and JPEG's start-of-image marker (SPEC.md section 5: png or jpg). */
const signatures: readonly { type: UploadImageValue['contentType']; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The image type its first bytes show, or null when it is neither png nor jpg. */
export function imageTypeOf(head: Uint8Array): UploadImageValue['contentType'] | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}
