import { isIsoDate, presetRange, type DatePreset, type DateRange } from '../../components/DateRangePicker/dates';

const dayMs = 86_400_000;

/** The range of a preset counted from `today` (SPEC.md section 9: previous 7 or 30 days end today). */
export const recordsRange = (preset: DatePreset, today: string): DateRange => presetRange(preset, today);

/** Whether a text is a real calendar day, yyyy-MM-dd (a value read from a link). */
export const isRecordsDay = (value: string): boolean => isIsoDate(value);

/** How many days a range holds, both ends counted; 0 when a day is missing or it runs backwards. */
export function rangeDays({ from, to }: DateRange): number {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return 0;
  // Both are UTC midnights (dates.ts), so the difference is whole days.
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}
