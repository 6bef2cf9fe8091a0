import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main content (a landmark with `tabIndex={-1}`). */
  target: string;
  /** What the link says ("Skip to content"), in the page's language. */
  children: ReactNode;
}

/**
 * The first stop of the keyboard on a page: hidden until focused, it moves the focus to the main
 * content, past the header and the menu (WCAG 2.4.1).
 */
export function SkipLink({ target, children }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className={styles.root}
      onClick={(event) => {
        // Focus the content without touching the address (a router owns the URL's anchor).
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {children}
    </a>
  );
}
