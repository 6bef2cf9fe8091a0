import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useDsTranslation } from '../../i18n';
import { vars } from '../../theme/vars.css';
import * as styles from './NoticeMarquee.css';

export interface Notice {
  id: string;
  text: string;
}

export interface NoticeMarqueeProps {
  notices: Notice[];
  /** Makes each notice a button; called with its id (the app opens the announcement). */
  onSelect?: (id: string) => void;
  /** Scrolls continuously; `false` (or reduced motion) shows a still list. */
  animate?: boolean;
  /** The accessible name of the region; "Notices" by default. */
  label?: string;
}

// About 2.5 characters per `slow` step: slow enough to read (the duration follows the text length,
// so a long notice does not race past).
const charactersPerStep = 2.5;

/** The home page's line of notices (SPEC.md section 2), scrolling until hovered or focused. */
export function NoticeMarquee({ notices, onSelect, animate = true, label }: NoticeMarqueeProps) {
  const t = useDsTranslation();
  if (notices.length === 0) return null;
  const characters = notices.reduce((sum, notice) => sum + notice.text.length, 0);
  const steps = Math.max(8, Math.ceil(characters / charactersPerStep));
  const list = (copy: boolean) => (
    <ul
      className={copy ? `${styles.list} ${styles.copy}` : styles.list}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {notices.map((notice) => (
        <li key={notice.id} className={styles.item}>
          {onSelect ? (
            <button
              type="button"
              className={styles.notice}
              tabIndex={copy ? -1 : undefined}
              onClick={() => onSelect(notice.id)}
            >
              {notice.text}
            </button>
          ) : (
            notice.text
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.root} aria-label={label ?? t('noticeMarqueeLabel')}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 10v4h4l5 4V6L7 10H3Z" strokeLinejoin="round" />
        <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" strokeLinecap="round" />
      </svg>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          data-moving={animate}
          style={assignInlineVars({ [styles.passDuration]: `calc(${vars.duration.slow} * ${steps})` })}
        >
          {list(false)}
          {/* The second copy makes the loop seamless; it is for the eye only. */}
          {animate ? list(true) : null}
        </div>
      </div>
    </section>
  );
}
