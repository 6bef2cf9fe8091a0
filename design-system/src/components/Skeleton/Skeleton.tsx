import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export const skeletonVariants = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps {
  /** The shape of what is loading: a line of text, a block or a round picture. */
  variant?: (typeof skeletonVariants)[number];
  /** A CSS length (a `vars` value or `calc()` over them); the shape's default when omitted. */
  width?: string;
  /** A CSS length; the shape's default when omitted. */
  height?: string;
  /** For `text`: how many lines, the last one shorter. */
  lines?: number;
}

/**
 * A placeholder in the shape of content still loading. Hidden from assistive technology: the
 * component that loads announces it (a status, aria-busy) once, not every placeholder.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1 }: SkeletonProps) {
  const size = assignInlineVars({
    ...(width ? { [styles.widthVar]: width } : {}),
    ...(height ? { [styles.heightVar]: height } : {}),
  });
  if (variant !== 'text' || lines <= 1) {
    return <span aria-hidden="true" className={styles.root({ variant })} style={size} />;
  }
  return (
    <span aria-hidden="true" className={styles.lines} style={size}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.root({ variant, last: index === lines - 1 })} />
      ))}
    </span>
  );
}
