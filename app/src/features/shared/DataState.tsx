import { EmptyState, LoadFailed, Skeleton } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';

/** What a data view needs of an SWR answer. */
export interface DataSource<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

export interface DataStateProps<T> {
  source: DataSource<T>;
  /** Whether the loaded answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says so; "No records yet" when omitted. */
  empty?: ReactNode;
  /** Placeholder lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/**
 * A data view's four states: loading placeholder, error with retry, empty, and the data. Data that
 * loaded once stays on screen when a later refresh fails, so a blip never blanks the page.
 */
export function DataState<T>({ source, isEmpty, empty, lines = 3, children }: DataStateProps<T>) {
  const { t } = useTranslation();
  const { data } = source;
  if (data === undefined) {
    if (source.error) return <LoadError error={source.error} onRetry={() => void source.mutate()} />;
    return (
      <div aria-busy="true">
        <Skeleton lines={lines} />
      </div>
    );
  }
  if (isEmpty?.(data)) return <EmptyState title={empty ?? t('centres.common.noRecords')} />;
  return children(data);
}

/** A failed request: the catalogue's text of the failure and a retry (SPEC.md section 8). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return <LoadFailed error={errorText(i18n.t, error)} onRetry={onRetry} retryLabel={t('centres.common.retry')} />;
}

/**
 * A Table's loading, error and retry props for an SWR answer (the Table draws the states itself);
 * rows that loaded once stay when a later refresh fails.
 */
export function useTableState(source: DataSource<unknown>) {
  const { i18n } = useTranslation();
  return {
    loading: source.isLoading,
    error: source.data === undefined && source.error ? errorText(i18n.t, source.error) : undefined,
    onRetry: () => void source.mutate(),
  };
}
