import { vars } from '../../theme/vars.css';

// A style, not the SVG opacity attribute: a presentation attribute cannot read a CSS variable.
const arrow = (active: boolean) => ({ opacity: active ? 1 : vars.opacity.inactive });

/** Up and down arrows; the active direction is drawn solid. Decorative: aria-sort says the state. */
export function SortIcon({ direction, className }: { direction: 'asc' | 'desc' | null; className: string }) {
  return (
    <svg viewBox="0 0 12 12" className={className} aria-hidden="true">
      <path d="M6 1 9.5 5h-7z" fill="currentColor" style={arrow(direction === 'asc')} />
      <path d="M6 11 2.5 7h7z" fill="currentColor" style={arrow(direction === 'desc')} />
    </svg>
  );
}
