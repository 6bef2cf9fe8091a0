import { useMemo } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { sanitizeAnnouncement } from '../../private/sanitizeAnnouncement';
import * as styles from './RichText.css';

/** The text colours rich text comes in, as the styles declare them. */
export const richTextTones = Object.keys(styles.tone) as (keyof typeof styles.tone)[];

export type RichTextTone = (typeof richTextTones)[number];

export interface RichTextProps {
  /** The platform's HTML as an operator wrote it: it is sanitised here before it is shown. */
  html: string;
  /** `primary` for a body read on its own (rules, a message); `secondary` under a heading (help). */
  tone?: RichTextTone;
  /** The first and last blocks lose their outer margins (a body inside a padded panel). */
  trimmed?: boolean;
  /** Room between paragraphs and a smaller list indent (prose read at length). */
  spaced?: boolean;
  /** Layout only (the place in its parent); the look is the component's own. */
  className?: string;
}

/**
 * The platform's HTML bodies (announcements, messages, rules, help): sanitised so that no script,
 * handler or foreign frame runs, with links, images and lists in the theme's look.
 */
export function RichText({ html, tone = 'primary', trimmed = false, spaced = false, className }: RichTextProps) {
  // The sanitiser parses with the browser's DOM: a server's page (and its hydration) leaves the body
  // empty, and the browser fills it in right after; no unsanitised byte is ever written.
  const inBrowser = useHydrated();
  const safe = useMemo(() => (inBrowser ? sanitizeAnnouncement(html) : ''), [html, inBrowser]);
  const classes = [styles.root, styles.tone[tone], trimmed && styles.trimmed, spaced && styles.spaced, className];
  return <div className={classes.filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
