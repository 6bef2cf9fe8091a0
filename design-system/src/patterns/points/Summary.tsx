import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import * as styles from './points.css';

/** Name and value pairs under a form or a result (points needed, points left, money received). */
export function Summary({ rows, live = false }: { rows: [name: ReactNode, value: ReactNode][]; live?: boolean }) {
  return (
    <Card
      as="dl"
      padding="md"
      radius="md"
      bordered={false}
      className={styles.summary}
      aria-live={live ? 'polite' : undefined}
    >
      {rows.map(([name, value], index) => (
        <div key={index} className={styles.summaryRow}>
          <dt className={styles.summaryName}>{name}</dt>
          <dd className={styles.summaryValue}>{value}</dd>
        </div>
      ))}
    </Card>
  );
}

/** A notice above a form: why it cannot be sent (sold out, not enough points) or what the platform said. */
export function Notice({ tone, children }: { tone: 'danger' | 'success'; children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={styles.notice[tone]}>
      {children}
    </div>
  );
}
