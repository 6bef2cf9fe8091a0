import { useId, type ReactNode } from 'react';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { EmptyState, LoadFailed } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { cellValue, type ColumnKind } from './cellValue';
import { SortIcon } from './SortIcon';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** The row field shown (unless `render` is given) and the sort key. */
  key: string;
  header: ReactNode;
  /** How the raw field is formatted; money and number columns align to the end with even digits. */
  kind?: ColumnKind;
  align?: 'start' | 'end';
  sortable?: boolean;
  /** Custom cell content, for links, badges or combined fields. */
  render?: (row: Row) => ReactNode;
}

export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface TableProps<Row> {
  /** Names the table for assistive technology and, unless hidden, on screen. */
  caption: string;
  /** Keeps the caption for assistive technology only, when a heading above already says it. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The current sort; sorting itself is the caller's job (usually the server's). */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** Shown across the table when there are no rows; "No records found" when omitted. */
  empty?: ReactNode;
  /** Shown across the table instead of the rows when loading failed. */
  error?: ReactNode;
  onRetry?: () => void;
  /** A footer row of totals by column key. */
  totals?: Partial<Record<string, ReactNode>>;
  /** UTC offset for date columns, in minutes; 0 when omitted. */
  offsetMinutes?: number;
}

const placeholderRows = 5;
const numericKinds: readonly (ColumnKind | undefined)[] = ['money', 'number'];
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A records table (betting and account records, reports): sortable, with loading, empty and error states. */
export function Table<Row extends object>(props: TableProps<Row>) {
  const { caption, hideCaption = false, columns, rows, rowKey, sort, onSortChange, loading = false } = props;
  const { empty, error, onRetry, totals, offsetMinutes = 0 } = props;
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const captionId = useId();

  const cellStyle = (column: TableColumn<Row>, head = false) =>
    styles.cell({
      align: column.align ?? (numericKinds.includes(column.kind) ? 'end' : 'start'),
      numeric: numericKinds.includes(column.kind),
      head,
    });

  const header = (column: TableColumn<Row>) => {
    const active = sort?.key === column.key ? sort.direction : null;
    if (!column.sortable || !onSortChange) return column.header;
    const next = active === 'asc' ? 'desc' : 'asc';
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSortChange({ key: column.key, direction: next })}
      >
        {column.header}
        <SortIcon direction={active} className={styles.sortIcon} />
      </button>
    );
  };

  const spanning = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={styles.state}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = spanning(<LoadFailed error={error} onRetry={onRetry} retryLabel={t('tableRetry')} />);
  } else if (loading) {
    body = Array.from({ length: placeholderRows }, (_, index) => (
      <tr key={index}>
        {columns.map((column) => (
          <td key={column.key} className={cellStyle(column)}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = spanning(<EmptyState title={empty ?? t('tableEmpty')} />);
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className={styles.row}>
        {columns.map((column) => (
          <td key={column.key} className={cellStyle(column)}>
            {column.render
              ? column.render(row)
              : cellValue((row as Record<string, unknown>)[column.key], column.kind ?? 'text', locale, offsetMinutes)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellStyle(column, true)}
                aria-sort={column.sortable ? (sort?.key === column.key ? ariaSort[sort.direction] : 'none') : undefined}
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
        {totals && !loading && !error && rows.length > 0 ? (
          <tfoot>
            <tr className={styles.totals}>
              {columns.map((column, index) => (
                <td key={column.key} className={cellStyle(column)}>
                  {totals[column.key] ?? (index === 0 ? t('tableTotal') : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
      {/* Always present, so the change to "loading" is announced. */}
      <span role="status" className={visuallyHidden}>
        {loading ? t('tableLoading') : ''}
      </span>
    </div>
  );
}
