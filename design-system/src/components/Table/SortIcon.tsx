/** Up and down arrows; the active direction is drawn solid. Decorative: aria-sort says the state. */
export function SortIcon({ direction, className }: { direction: 'asc' | 'desc' | null; className: string }) {
  return (
    <svg viewBox="0 0 12 12" className={className} aria-hidden="true">
      <path d="M6 1 9.5 5h-7z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.35} />
      <path d="M6 11 2.5 7h7z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.35} />
    </svg>
  );
}
