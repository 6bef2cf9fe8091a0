import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import * as styles from './ChartFrame.css';

export interface ChartFrameProps {
  titleId: string;
  title: ReactNode;
  hideTitle?: boolean;
  loading?: boolean;
  /** Whether there is nothing to draw: the empty state shows instead. */
  isEmpty: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * What every chart shares: a figure named by its title, and in the plot's place while it loads a
 * placeholder (announced once, by aria-busy), or the empty state when there is nothing to draw.
 */
export function ChartFrame({ titleId, title, hideTitle, loading, isEmpty, empty, children }: ChartFrameProps) {
  const t = useDsTranslation();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <div className={styles.placeholder}>
        <Skeleton variant="rect" height={vars.size.placeholderMinHeight} />
      </div>
    );
  } else if (isEmpty) {
    body = (
      <div className={styles.placeholder}>
        <EmptyState title={empty ?? t('recordsChartEmpty')} />
      </div>
    );
  }
  return (
    <figure className={styles.root} aria-labelledby={titleId} aria-busy={loading ? true : undefined}>
      <figcaption id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
        {title}
      </figcaption>
      {body}
    </figure>
  );
}
