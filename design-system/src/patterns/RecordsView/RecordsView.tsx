import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { DateRangePicker, type DatePreset, type DateRange } from '../../components/DateRangePicker';
import { Pagination } from '../../components/Pagination';
import { Table, type TableColumn } from '../../components/Table';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './RecordsView.css';

/** The page shown of a paged list. */
export interface RecordsPaging {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole filtered range. */
  totalCount: number;
  onPageChange: (page: number) => void;
}

export interface RecordsViewProps<Row> {
  /** Names the table (its caption) for assistive technology and, unless hidden, on screen. */
  caption: string;
  /** Keeps the caption for assistive technology only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The chosen days, yyyy-MM-dd. */
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  /** The platform's today, yyyy-MM-dd: the presets count from it. */
  today: string;
  /** Quick ranges (SPEC.md section 9: previous 7 and 30 days by default). */
  presets?: DatePreset[];
  /** Names the pair of days; "Dates" when omitted. */
  rangeLabel?: ReactNode;
  /** A problem with the range (too long, ...), shown under it. */
  rangeError?: ReactNode;
  /** The earliest and latest days offered, yyyy-MM-dd. */
  minDate?: string;
  maxDate?: string;
  /** Filters beside the dates (Selects), each labelled. */
  filters?: ReactNode;
  /** Summary figures (StatCards) between the filters and the table. */
  summary?: ReactNode;
  /** A chart of the range (TrendChart, BreakdownChart) between the summary and the table. */
  chart?: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A footer row of the whole range's totals, by column key, already formatted. */
  totals?: Partial<Record<string, ReactNode>>;
  /** Placeholder rows while the records load. */
  loading?: boolean;
  /** Shown across the table when the range has no records. */
  empty?: ReactNode;
  /** Shown across the table instead of the rows when loading failed, with a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** UTC offset of the platform's clock for date columns, in minutes. */
  offsetMinutes?: number;
  /** Omitted for a list that is never paged. */
  paging?: RecordsPaging;
  /** Names the page navigation when a page has more than one paged list. */
  paginationLabel?: string;
}

/**
 * A records page (betting and account records, profit and loss, bonuses, rebate claims): the date
 * range with its presets and the filters, optional summary figures, the table with the range's
 * totals and its loading, empty and error states, then which rows are shown and the pages.
 */
export function RecordsView<Row extends object>(props: RecordsViewProps<Row>) {
  const { caption, hideCaption, range, onRangeChange, today, presets, rangeLabel, rangeError } = props;
  const { minDate, maxDate, filters, summary, chart, columns, rows, rowKey, totals, loading, empty, error } = props;
  const { onRetry, offsetMinutes, paging, paginationLabel } = props;
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const settled = !loading && !error && rows.length > 0;

  return (
    <div className={styles.root}>
      <Card role="group" aria-label={t('recordsFilters')} padding="md" className={styles.filters}>
        <div className={styles.dates}>
          <DateRangePicker
            label={rangeLabel ?? t('recordsDates')}
            value={range}
            onChange={onRangeChange}
            today={today}
            presets={presets}
            min={minDate}
            max={maxDate}
            error={rangeError}
          />
        </div>
        {filters ? <div className={styles.slots}>{filters}</div> : null}
      </Card>
      {summary ? (
        <div role="group" aria-label={t('recordsSummary')} className={styles.summary}>
          {summary}
        </div>
      ) : null}
      {chart ? (
        <Card padding="md" radius="md">
          {chart}
        </Card>
      ) : null}
      <Table
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        totals={totals}
        loading={loading}
        empty={empty}
        error={error}
        onRetry={onRetry}
        offsetMinutes={offsetMinutes}
      />
      {paging && settled ? <Paging paging={paging} label={paginationLabel} locale={locale} /> : null}
    </div>
  );
}

function Paging({ paging, label, locale }: { paging: RecordsPaging; label?: string; locale: string }) {
  const t = useDsTranslation();
  const { page, pageSize, totalCount, onPageChange } = paging;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = (Math.min(page, totalPages) - 1) * pageSize + 1;
  const last = Math.min(first + pageSize - 1, totalCount);
  const number = (value: number) => formatNumber(value, { locale });
  return (
    <div className={styles.footer}>
      <span className={styles.shown}>
        {t('recordsShown', { from: number(first), to: number(last), total: number(totalCount) })}
      </span>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
