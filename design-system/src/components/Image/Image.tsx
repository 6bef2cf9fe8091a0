import { useState } from 'react';
import * as styles from './Image.css';

export const imageRadii = ['none', 'sm', 'md', 'lg', 'full'] as const;

export interface ImageProps {
  src: string;
  /** The text alternative; an empty string for a decorative image. */
  alt: string;
  /** Intrinsic width in CSS pixels: reserves the box before the image loads. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** Tried when `src` fails, before the built-in default image. */
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  /** Above the fold and likely the largest paint: loads at once, ahead of other images. */
  priority?: boolean;
  radius?: (typeof imageRadii)[number];
}

/**
 * An image that never shifts the layout and never shows a broken icon: on error it tries
 * `fallbackSrc`, then a built-in default picture (SPEC.md section 8: game icon failure).
 */
export function Image({
  src,
  alt,
  width,
  height,
  fallbackSrc,
  fit = 'cover',
  loading = 'lazy',
  priority = false,
  radius = 'none',
}: ImageProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const current = [src, fallbackSrc].find((candidate) => candidate && !failed.includes(candidate));
  const className = styles.root({ fit, radius });
  if (current) {
    return (
      <img
        src={current}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        onError={() => setFailed((list) => [...list, current])}
      />
    );
  }
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      {...label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={`${className} ${styles.placeholder}`}
    >
      <g transform={`translate(${width / 2} ${height / 2})`} fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="-16" y="-12" width="32" height="24" rx="3" />
        <circle cx="-6" cy="-4" r="3" />
        <path d="M-16 8l10-8 8 6 6-4 8 6" />
      </g>
    </svg>
  );
}
