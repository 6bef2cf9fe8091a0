/**
 * The proof image of a withdrawal not received, as the data: URI the platform takes (wire/wallet.ts).
 * FileUpload has checked the file (png or jpg, at most 5 MB: SPEC.md section 9); the platform reads
 * bodies of at most 1 MB, so a bigger picture is redrawn smaller as a jpg first, which keeps a
 * screenshot readable for staff.
 */

/** The longest data: URI sent: a body of at most 1 MB with room for the other fields. */
const maxProofChars = 900_000;

/** Redraws at these longest sides and qualities, in turn, until it fits. */
const attempts: readonly (readonly [number, number])[] = [
  [2000, 0.85],
  [1600, 0.8],
  [1200, 0.75],
  [900, 0.7],
];

class ProofImageError extends Error {
  constructor(cause?: unknown) {
    super('The proof image could not be prepared', { cause });
    this.name = 'ProofImageError';
  }
}

function readDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new ProofImageError());
    };
    reader.onerror = () => reject(new ProofImageError(reader.error));
    reader.readAsDataURL(file);
  });
}

async function redraw(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    for (const [side, quality] of attempts) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) break;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const uri = canvas.toDataURL('image/jpeg', quality);
      if (uri.startsWith('data:image/jpeg') && uri.length <= maxProofChars) return uri;
    }
  } finally {
    bitmap.close();
  }
  throw new ProofImageError();
}

/** The file as it is when it fits, else redrawn smaller; a ProofImageError when neither works. */
export async function proofDataUri(file: File): Promise<string> {
  const uri = await readDataUri(file);
  if (uri.length <= maxProofChars) return uri;
  try {
    return await redraw(file);
  } catch (error) {
    throw error instanceof ProofImageError ? error : new ProofImageError(error);
  }
}
