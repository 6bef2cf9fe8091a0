import type { BannerGroup } from '@lobby/contract';
import type { ReactNode } from 'react';
import * as styles from './BannerSlot.css';

export type SlotShape = 'strip' | 'card';

interface BannerSlotProps {
  group: BannerGroup;
  shape: SlotShape;
  /** Nothing inside yet: the box keeps the banners' place while they load. */
  loading?: boolean;
  children?: ReactNode;
}

/** The box of a banner slot (issue 16 item 6), the size of its banners whether they are there or not. */
export function BannerSlot({ group, shape, loading = false, children }: BannerSlotProps) {
  return (
    <div
      className={loading ? `${styles.slot[shape]} ${styles.loading}` : styles.slot[shape]}
      data-testid="slot-banners"
      data-group={group}
      data-state={loading ? 'loading' : 'ready'}
    >
      {children}
    </div>
  );
}
