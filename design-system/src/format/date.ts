import { missingValue, safeLocale } from './locale';

/** `dayMonth`: a day of the year without the year (a chart's axis), in the locale's order. */
export type DateTimeStyle = 'date' | 'time' | 'dateTime' | 'dayMonth';

export interface DateTimeFormatOptions {
  /** BCP 47 language tag for the words and order of the parts. */
  locale: string;
  /** The UTC offset to show the moment in, in minutes (480 for GMT+08:00); 0 when omitted. */
  offsetMinutes?: number;
  /** Which parts to show; 'dateTime' when omitted. */
  style?: DateTimeStyle;
}

const dateParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// Records and the agent clock are read across locales: a 24-hour clock avoids AM/PM ambiguity.
const timeParts = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;
const styleParts: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: dateParts,
  time: timeParts,
  dateTime: { ...dateParts, ...timeParts },
  dayMonth: { month: '2-digit', day: '2-digit' },
};

// ISO date-times without a zone would be read in the machine's zone: the platform means UTC.
const zonelessDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Epoch milliseconds of a Date, epoch number or ISO string; NaN when it is not a valid moment. */
function toEpochMs(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = value.trim();
  return Date.parse(zonelessDateTime.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

/**
 * A moment shown in a fixed UTC offset, never the machine's zone: the clock is shifted by the offset
 * and then formatted as UTC, which works in every engine (offset time zones in Intl are recent).
 */
export function formatDateTime(value: Date | number | string, options: DateTimeFormatOptions): string {
  const epoch = toEpochMs(value);
  const offset = options.offsetMinutes ?? 0;
  if (!Number.isFinite(epoch) || !Number.isFinite(offset)) return missingValue;
  const shifted = new Date(epoch + offset * 60_000);
  if (Number.isNaN(shifted.getTime())) return missingValue;
  return dateTimeFormat(options.locale, options.style ?? 'dateTime').format(shifted);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style: building an Intl.DateTimeFormat costs far more than using it,
 * and a list formats a date per row (the home page's winner board spent 21 ms building them).
 */
function dateTimeFormat(locale: string, style: DateTimeStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(safeLocale(locale), { ...styleParts[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** A UTC offset as a label: 480 -> "GMT+08:00", -210 -> "GMT-03:30", 0 -> "GMT+00:00". */
export function formatOffset(offsetMinutes: number): string {
  const minutes = Number.isFinite(offsetMinutes) ? Math.round(offsetMinutes) : 0;
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO 8601 text of a moment in the given offset, for `<time dateTime>`: "2026-01-02T03:04:05+08:00". */
export function isoInOffset(value: Date | number | string, offsetMinutes = 0): string {
  const epoch = toEpochMs(value);
  if (!Number.isFinite(epoch)) return '';
  const local = new Date(epoch + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const offset = offsetMinutes === 0 ? 'Z' : formatOffset(offsetMinutes).slice(3);
  return local + offset;
}
