// What the charts of the records and of the agent's reports make of a range's rows.
import type { DateRange, TrendPoint } from '@lobby/design-system';
import { useState } from 'react';

const dayMs = 86_400_000;

/** Every day of a range, oldest first, valued by `value` (the lists hold only the days with activity). */
export function everyDay({ from, to }: DateRange, value: (date: string) => number): TrendPoint[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - first) / dayMs) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const date = new Date(first + index * dayMs).toISOString().slice(0, 10);
    return { date, value: value(date) };
  });
}

/**
 * The last days a chart had for the same range and filters (`key`), while a table page of them
 * loads: paging the table leaves its chart as it is.
 */
export function useSteadyDays<T>(days: T | undefined, key: string): T | undefined {
  const [last, setLast] = useState<{ key: string; days: T } | null>(null);
  // Remembered during render (React's pattern for a value from earlier renders), not in an effect.
  if (days !== undefined && (last?.days !== days || last.key !== key)) setLast({ key, days });
  return days ?? (last?.key === key ? last.days : undefined);
}
