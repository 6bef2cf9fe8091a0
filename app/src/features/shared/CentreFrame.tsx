import { Heading, Stack, Tiles } from '@lobby/design-system';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { readPreference, writePreference } from '../../data/preferences';
import * as styles from './CentreFrame.css';

/** A centre's menu beside its current page (member and agent centres, SPEC.md section 2). */
export function CentreFrame({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <div className={styles.menu}>{menu}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** One page of a centre: its heading (with `aside` at its end, such as the VIP label), then its content. */
export function CentreSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <div className={styles.sectionTop}>
        <Heading level={1} size={2} id={headingId}>
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </Stack>
  );
}

/** A titled group inside a page. */
export function CentrePanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Figures (StatCards) in a responsive grid. */
export function Figures({ children }: { children: ReactNode }) {
  return <Tiles minColumnWidth={styles.figureColumn}>{children}</Tiles>;
}

/** Cards (promotions, red envelopes), each a list item, as many per row as fit. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Tiles as="ul" minColumnWidth={styles.cardColumn} gap="lg">
      {children}
    </Tiles>
  );
}

const collapsedKey = 'lobby.centreMenu';

/**
 * Whether a centre's menu is collapsed, remembered: each centre page mounts afresh per route, and the
 * player's choice should survive moving between pages.
 */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readPreference(collapsedKey) === 'collapsed');
  const choose = useCallback((next: boolean) => {
    writePreference(collapsedKey, next ? 'collapsed' : 'expanded');
    setCollapsed(next);
  }, []);
  return [collapsed, choose];
}
