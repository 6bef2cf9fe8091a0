/** An unknown or malformed locale tag falls back to English instead of throwing a RangeError. */
export function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const cache = new Map<string, Intl.NumberFormat>();

/** Intl number formatters are costly to build and tables format many cells: keep one per settings. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(safeLocale(locale), options);
    cache.set(key, format);
  }
  return format;
}

/** What shows in place of a value that cannot be formatted (NaN, Infinity, an invalid date). */
export const missingValue = '—';
