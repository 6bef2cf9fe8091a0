/**
 * A records page's date range, filters and page, kept in the URL query (`from`, `to`, `page` and one
 * parameter per filter), so that a refresh or a shared link shows the same records. Without `from`
 * and `to` the range is the previous 7 days (SPEC.md section 9), counted in the platform's clock.
 */
import {
  isoInOffset,
  isRecordsDay,
  rangeDays,
  recordsRange,
  type DateRange,
  type RecordsPaging,
} from '@lobby/design-system';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { maxRecordDays, type RecordQuery } from '@lobby/contract';
import { useFormat } from '../shared';

/** Each filter's URL parameter and its values; the first value is the default. */
export type FilterChoices = Record<string, readonly [string, ...string[]]>;
type Chosen<C extends FilterChoices> = { [K in keyof C]: C[K][number] };

const recordsPageSize = 20;

/** Today in the platform's clock (its timezoneOffset), yyyy-MM-dd, as of when the page opened. */
export function usePlatformToday(): string {
  const { offsetMinutes } = useFormat();
  const [now] = useState(() => Date.now());
  return isoInOffset(now, offsetMinutes).slice(0, 10);
}

export function useRecordFilters<C extends FilterChoices>(choices: C, pageSize = recordsPageSize) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = usePlatformToday();

  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isRecordsDay(value) ? value : '';
  };
  const fromLink = params.has('from') || params.has('to');
  const range: DateRange = fromLink ? { from: day('from'), to: day('to') } : recordsRange('previous7', today);
  const chosen = Object.fromEntries(
    Object.entries(choices).map(([name, values]) => {
      const value = params.get(name);
      return [name, value !== null && values.includes(value) ? value : values[0]];
    }),
  ) as Chosen<C>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setRange = useCallback(
    (next: DateRange) =>
      update((query) => {
        query.set('from', next.from);
        query.set('to', next.to);
        query.delete('page');
      }),
    [update],
  );

  /** Sets a filter; its default value leaves the link. Another filter starts again at page 1. */
  const setFilter = useCallback(
    <K extends keyof C & string>(name: K, value: C[K][number]) =>
      update((query) => {
        if (value === choices[name]?.[0]) query.delete(name);
        else query.set(name, value);
        query.delete('page');
      }),
    [update, choices],
  );

  const setPage = useCallback(
    (next: number) =>
      update((query) => {
        if (next <= 1) query.delete('page');
        else query.set('page', String(next));
      }),
    [update],
  );

  const days = rangeDays(range);
  let rangeError: string | undefined;
  if (range.from === '' || range.to === '') rangeError = t('records.rangeMissing');
  else if (days > maxRecordDays) rangeError = t('records.rangeTooLong', { days: maxRecordDays });
  // A reversed range (0 days) is reported by the date picker itself.
  const valid = days >= 1 && days <= maxRecordDays;
  const query: RecordQuery | null = valid ? { startDate: range.from, endDate: range.to, pageNo: page, pageSize } : null;

  /** The paging of RecordsView, for an answer of `totalCount` rows. */
  const paging = (totalCount: number): RecordsPaging => ({ page, pageSize, totalCount, onPageChange: setPage });

  return { today, range, setRange, rangeError, chosen, setFilter, page, setPage, query, paging };
}
