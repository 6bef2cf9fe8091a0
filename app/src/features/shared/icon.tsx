import type { ReactNode } from 'react';

/**
 * A menu icon: one stroked path on a 24-unit grid, drawn in the text colour, filling its box.
 * Decorative: the item's label names it (the collapsed menu shows the icon alone).
 */
export function icon(d: string): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
