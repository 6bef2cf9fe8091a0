/** Eye icons: open while the balance shows, crossed out while it is hidden. Decorative. */
export function EyeIcon({ crossed, className }: { crossed: boolean; className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={className}
      aria-hidden="true"
    >
      <path d="M2 10s3-5.5 8-5.5S18 10 18 10s-3 5.5-8 5.5S2 10 2 10z" />
      <circle cx="10" cy="10" r="2.5" />
      {crossed ? <path d="M3.5 3.5l13 13" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** Two arrows in a circle. Decorative. */
export function RefreshIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={className}
      aria-hidden="true"
    >
      <path d="M16 10a6 6 0 0 1-10.5 4M4 10a6 6 0 0 1 10.5-4" strokeLinecap="round" />
      <path d="M14.5 2.5V6H11M5.5 17.5V14H9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
