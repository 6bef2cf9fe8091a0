import { Heading, Text } from '@lobby/design-system';
import type { ReactNode } from 'react';
import * as styles from './account.css';

/** A page of its own outside the centres (feedback, download, winners): its heading, a line, the content. */
export function AccountPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <Text tone="secondary">{intro}</Text>
      {children}
    </div>
  );
}
