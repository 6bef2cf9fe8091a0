import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export interface AvatarProps {
  /** The picture's URL; the built-in default avatar when missing or when it fails to load. */
  src?: string;
  /** Whose avatar: its text alternative. */
  name: string;
  size?: (typeof avatarSizes)[number];
}

/**
 * The picture's width and height attributes: its square in the default theme (Avatar.css.ts, the
 * control heights 32, 40 and 48 x 1.5). The stylesheet still sets the size, so a brand with other
 * control heights keeps a square; the attributes give the browser the shape before the picture
 * arrives (the header's avatar is on every first screen of a member).
 */
const intrinsicPx = { sm: 32, md: 40, lg: 72 } as const satisfies Record<(typeof avatarSizes)[number], number>;

/** A player's round picture; falls back to a default avatar (SPEC.md section 8: avatar load failure). */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  // The failed URL rather than a flag, so a new src gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={name}
        width={intrinsicPx[size]}
        height={intrinsicPx[size]}
        className={styles.root({ size })}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <svg role="img" aria-label={name} viewBox="0 0 40 40" className={styles.root({ size })}>
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c2-8 8-11 14-11s12 3 14 11" fill="currentColor" />
    </svg>
  );
}
