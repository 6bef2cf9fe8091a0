/** What every records page gives RecordsView: its range, the answer's states, dates and paging. */
import type { DateRange, RecordsPaging } from '@lobby/design-system';
import { useEffect } from 'react';
import type { DataSource } from '../shared';
import { useFormat, useTableState } from '../shared';

interface Filters {
  today: string;
  range: DateRange;
  setRange: (range: DateRange) => void;
  rangeError: string | undefined;
  page: number;
  setPage: (page: number) => void;
  paging: (totalCount: number) => RecordsPaging;
}

interface PagedAnswer {
  totalCount: number;
  totalPages: number;
}

export function useRecordsViewProps(filters: Filters, source: DataSource<PagedAnswer>) {
  const table = useTableState(source);
  const { offsetMinutes, money } = useFormat();
  const { page, setPage } = filters;
  const lastPage = source.data?.totalPages ?? 0;
  // A link to a page past the end (the records changed since): show the last one.
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);
  return {
    props: {
      range: filters.range,
      onRangeChange: filters.setRange,
      today: filters.today,
      rangeError: filters.rangeError,
      ...table,
      offsetMinutes,
      paging: source.data ? filters.paging(source.data.totalCount) : undefined,
    },
    /** An amount with 2 decimals, as the table's money cells show it (no symbol). */
    amount: (value: number) => money(value, ''),
    /** An amount with its sign: wins and money in show "+". */
    signed: (value: number) => (value > 0 ? `+${money(value, '')}` : money(value, '')),
  };
}
