import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { Button } from '../Button';
import { copyToClipboard } from '../../private/copyToClipboard';
import * as styles from './CopyText.css';

export interface CopyTextProps {
  /** What is copied (an account id, a referral link). */
  text: string;
  /** What is shown instead of the raw text, e.g. a masked or shortened form. */
  label?: ReactNode;
  /** Called after a successful copy (SPEC.md section 8: copying the user id confirms 'copy_success'). */
  onCopied?: () => void;
  /** The button's text; "Copy" when omitted. */
  copyLabel?: string;
}

/** How long the confirmation stays before the button reads as ready again. */
const confirmationMs = 2000;

const copyIcon = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
    <rect x="5" y="5" width="9" height="9" rx="1.5" />
    <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
  </svg>
);

/** A value with a copy button and a polite confirmation. */
export function CopyText({ text, label, onCopied, copyLabel }: CopyTextProps) {
  const t = useDsTranslation();
  const textId = useId();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyToClipboard(text);
    setResult(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), confirmationMs);
    if (copied) onCopied?.();
  };

  return (
    <span className={styles.root}>
      <span id={textId} className={styles.text}>
        {label ?? text}
      </span>
      <Button variant="secondary" size="sm" icon={copyIcon} aria-describedby={textId} onClick={() => void copy()}>
        {copyLabel ?? t('copyTextCopy')}
      </Button>
      {/* Always in the DOM, so screen readers announce the change rather than miss a new region. */}
      <span role="status" className={styles.status}>
        {result === 'copied' ? t('copyTextCopied') : result === 'failed' ? t('copyTextFailed') : ''}
      </span>
    </span>
  );
}
