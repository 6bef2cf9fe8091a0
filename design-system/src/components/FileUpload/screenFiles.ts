/** Why a picked file was not added. */
type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  maxFiles: number;
  maxBytes: number;
  /** Accepted MIME types. */
  accept: readonly string[];
}

/** File-name extensions that each image MIME type may carry. */
const extensionsByType: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The extensions of the accepted types, for the input's `accept` and for messages. */
export function acceptedExtensions(accept: readonly string[]): string[] {
  return accept.flatMap((type) => extensionsByType[type] ?? []);
}

/** Short names of the accepted types for people: ['image/png', 'image/jpeg'] gives ['PNG', 'JPG']. */
export function typeNames(accept: readonly string[]): string[] {
  return accept.map((type) => (extensionsByType[type]?.[0] ?? type).toUpperCase());
}

/**
 * Adds the picked files that pass the rules to the current ones and says why each other one was
 * refused (SPEC.md sections 5 and 9: png or jpg, at most 5 MB each, at most 3). Both the MIME type
 * and the extension must match: either alone is easy to get wrong or to fake.
 */
export function screenFiles(
  current: readonly File[],
  picked: readonly File[],
  rules: FileRules,
): { files: File[]; rejections: FileRejection[] } {
  const files = [...current];
  const rejections: FileRejection[] = [];
  for (const file of picked) {
    const reason = rejectionReason(file, files.length, rules);
    if (reason) rejections.push({ file, reason });
    else files.push(file);
  }
  return { files, rejections };
}

function rejectionReason(file: File, count: number, { maxFiles, maxBytes, accept }: FileRules) {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = accept.includes(file.type) && (extensionsByType[file.type] ?? []).includes(extension);
  if (!typeOk) return 'type';
  if (file.size > maxBytes) return 'size';
  if (count >= maxFiles) return 'count';
  return null;
}
