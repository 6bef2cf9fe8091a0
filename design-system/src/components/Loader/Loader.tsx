import { Spinner } from '../Spinner';
import * as styles from './Loader.css';

export interface LoaderProps {
  /** Covers the whole page (route changes, sign-out) instead of the space it is placed in. */
  fullPage?: boolean;
  /** What is loading, for assistive technology; "Loading…" when omitted. */
  label?: string;
}

/** A busy indicator for a region or, with `fullPage`, the whole page (SPEC.md section 2: route loader). */
export function Loader({ fullPage = false, label }: LoaderProps) {
  return (
    <div className={styles.root({ fullPage })} aria-busy="true">
      <Spinner size="lg" label={label} />
    </div>
  );
}
