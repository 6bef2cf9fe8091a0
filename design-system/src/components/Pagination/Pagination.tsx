import type { ReactNode } from 'react';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './Pagination.css';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to a translated "Pagination". */
  label?: string;
}

/** Page navigation for lists (announcements, records). Renders nothing for a single page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };
  const atStart = current === 1;
  const atEnd = current === totalPages;
  const step = (target: number, disabled: boolean, name: string, path: string) => (
    <li>
      <button
        type="button"
        className={styles.button}
        aria-label={name}
        aria-disabled={disabled || undefined}
        onClick={() => go(target)}
      >
        <Arrow path={path} />
      </button>
    </li>
  );

  return (
    <nav aria-label={label ?? t('paginationLabel')}>
      <ul className={styles.list}>
        {step(1, atStart, t('paginationFirst'), 'M11 4L7 8l4 4M6 4v8')}
        {step(current - 1, atStart, t('paginationPrevious'), 'M10 4L6 8l4 4')}
        {pageWindow(current, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            // Two gaps at most, told apart by position.
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.button}
                aria-label={t('paginationPage', { page: formatNumber(slot, { locale }) })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {formatNumber(slot, { locale })}
              </button>
            </li>
          ),
        )}
        {step(current + 1, atEnd, t('paginationNext'), 'M6 4l4 4-4 4')}
        {step(totalPages, atEnd, t('paginationLast'), 'M5 4l4 4-4 4M10 4v8')}
      </ul>
    </nav>
  );
}

function Arrow({ path }: { path: string }): ReactNode {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.arrow}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
