/**
 * Application images on their way to the platform (SPEC.md section 5). The type is judged by the
 * file's first bytes, as the platform judges it, so that a renamed gif is refused here with a clear
 * message; an image then travels in pieces (`uploadChunkBytes`), in order.
 */
import { uploadChunkBytes, type UploadImageRequest, type UploadImageValue } from '@lobby/contract';
import { toBase64 } from '../../api/base64';

/** PNG's signature and JPEG's start-of-image marker. */
const signatures = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
] as const;

function bytesOf(blob: Blob): Promise<Uint8Array> {
  // A FileReader where Blob.arrayBuffer is missing (older test environments).
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Whether the file really is a png or a jpg, whatever its name and type say. */
export async function isPngOrJpg(file: Blob): Promise<boolean> {
  const head = await bytesOf(file.slice(0, 8));
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/**
 * Sends a file piece by piece and answers its uploadId. `onPiece` follows the progress. A failure
 * stops it; the next try starts the file again (the platform drops an unfinished upload by itself).
 */
export async function uploadImage(
  file: Blob,
  send: (piece: UploadImageRequest) => Promise<UploadImageValue>,
): Promise<string> {
  let uploadId: string | undefined;
  for (let offset = 0; offset < file.size || offset === 0; offset += uploadChunkBytes) {
    const data = toBase64(await bytesOf(file.slice(offset, offset + uploadChunkBytes)));
    const answer = await send({ uploadId, size: file.size, offset, data });
    uploadId = answer.uploadId;
    if (answer.complete) return answer.uploadId;
  }
  throw new Error('The upload ended before the platform had the whole image');
}
