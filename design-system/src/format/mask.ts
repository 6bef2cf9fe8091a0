export interface MaskOptions {
  /** Characters left readable at the start; 2 when omitted. */
  visibleStart?: number;
  /** Characters left readable at the end; 2 when omitted. */
  visibleEnd?: number;
  /** The character shown for each hidden one; "*" when omitted. */
  mask?: string;
}

/**
 * Hides the middle of a value ("13****78"). Counts characters, not UTF-16 units, so emoji and Thai
 * are not split. When the visible parts would reveal everything, everything is hidden instead.
 */
export function maskText(value: string, options: MaskOptions = {}): string {
  const { visibleStart = 2, visibleEnd = 2, mask = '*' } = options;
  const characters = Array.from(value);
  const start = Math.max(0, Math.trunc(visibleStart));
  const end = Math.max(0, Math.trunc(visibleEnd));
  if (start + end >= characters.length) return mask.repeat(characters.length);
  const hidden = characters.length - start - end;
  return characters.slice(0, start).join('') + mask.repeat(hidden) + characters.slice(characters.length - end).join('');
}

/** What a hidden balance shows (SPEC.md section 4: the balance toggles between visible and masked). */
export function maskedAmount(): string {
  return '****';
}
