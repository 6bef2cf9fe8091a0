import * as styles from './Chevron.css';

/**
 * The down-pointing chevron of a disclosure (a menu trigger, a notice's title): decorative, and
 * turned over while the control that holds it, as a direct child, has aria-expanded="true".
 */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 12 12"
      className={className ? `${styles.chevron} ${className}` : styles.chevron}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
