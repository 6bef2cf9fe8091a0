import type { ReactNode } from 'react';
import { formatDateTime, formatMoney, formatNumber } from '../../format';

export type ColumnKind = 'text' | 'money' | 'number' | 'date';

/** A raw field formatted by its column kind, so a table never shows an unformatted amount or date. */
export function cellValue(value: unknown, kind: ColumnKind, locale: string, offsetMinutes: number): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatMoney(Number(value), { locale });
    case 'number':
      return formatNumber(Number(value), { locale });
    case 'date':
      return value instanceof Date || typeof value === 'number' || typeof value === 'string'
        ? formatDateTime(value, { locale, offsetMinutes })
        : '';
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? value : '';
  }
}
