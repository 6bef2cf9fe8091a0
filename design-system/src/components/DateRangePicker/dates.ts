/**
 * Pure calendar arithmetic on yyyy-MM-dd strings, in UTC so that no time zone or daylight-saving
 * change can shift a day. Strings of this form also compare correctly as text.
 */

export interface DateRange {
  /** First day, yyyy-MM-dd (inclusive). */
  from: string;
  /** Last day, yyyy-MM-dd (inclusive). */
  to: string;
}

export const datePresets = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

const dayMs = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day in yyyy-MM-dd (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day `days` after (or before, if negative) `date`. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * dayMs);
  // toISOString is always UTC and zero-padded; years 0-9999 keep the 10-character form.
  return shifted.toISOString().slice(0, 10);
}

/**
 * The range of a preset, counting `today` as one of its days (SPEC.md section 9: "Date pickers offer
 * next or previous 7 and 30 days"): previous 7 ends today, next 7 starts today.
 */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const span = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('previous')
    ? { from: addDays(today, -(span - 1)), to: today }
    : { from: today, to: addDays(today, span - 1) };
}

/** Whether a range runs backwards (both days set and the start after the end). */
export function isReversed({ from, to }: DateRange): boolean {
  return from !== '' && to !== '' && from > to;
}

/** Whether a range lies within optional bounds. */
export function isWithin({ from, to }: DateRange, min?: string, max?: string): boolean {
  return (min === undefined || from >= min) && (max === undefined || to <= max);
}
