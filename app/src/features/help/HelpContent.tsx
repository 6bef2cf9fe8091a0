import { Button, EmptyState, Heading, Loader, RichText } from '@lobby/design-system';
import { useEffect, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useHelpCenter } from '../../data';
import { href } from '../../routes/paths';
import * as styles from './HelpContent.css';

export interface HelpContentProps {
  /** The section to show first (SPEC.md section 2: /help#term, or the anchor the footer asked for). */
  anchor?: string;
  /** The level of the sections' headings, under the page's or the modal's own title. */
  headingLevel: 2 | 3;
  /** Prefixed to the sections' ids, so that the modal's never clash with the page's. */
  idPrefix?: string;
  /** A section was chosen from the contents. */
  onSectionChange?: (anchor: string) => void;
}

/**
 * The help centre (SPEC.md section 2): the platform's sections in the page's language, each at its
 * anchor, with a list of contents. The platform's HTML is sanitised before it is shown.
 */
export function HelpContent({ anchor, headingLevel, idPrefix = '', onSectionChange }: HelpContentProps) {
  const { t, i18n } = useTranslation();
  const help = useHelpCenter();
  const contentsId = useId();
  const sections = help.data?.sections;
  const idOf = (sectionAnchor: string) => `${idPrefix}${sectionAnchor}`;

  // Once the sections are on the page, the asked-for one scrolls into view.
  useEffect(() => {
    if (!sections || !anchor) return;
    document.getElementById(`${idPrefix}${anchor}`)?.scrollIntoView({ block: 'start' });
  }, [sections, anchor, idPrefix]);

  if (!sections) {
    if (help.error) {
      return (
        <EmptyState
          title={t('shell.help.error')}
          description={errorText(i18n.t, help.error)}
          action={
            <Button variant="secondary" onClick={() => void help.mutate()}>
              {t('shell.help.retry')}
            </Button>
          }
        />
      );
    }
    return <Loader label={t('shell.help.loading')} />;
  }
  if (sections.length === 0) return <EmptyState title={t('shell.help.empty')} />;

  const choose = (event: MouseEvent<HTMLAnchorElement>, sectionAnchor: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const heading = document.getElementById(`${idOf(sectionAnchor)}-title`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
    onSectionChange?.(sectionAnchor);
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.contentsNav} aria-labelledby={contentsId}>
        <Heading level={headingLevel} size={4} id={contentsId}>
          {t('shell.help.contents')}
        </Heading>
        <ul className={styles.contents}>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a
                className={styles.contentsLink}
                href={href('help', undefined, section.anchor)}
                onClick={(event) => {
                  choose(event, section.anchor);
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.anchor}
          id={idOf(section.anchor)}
          className={styles.section}
          aria-labelledby={`${idOf(section.anchor)}-title`}
        >
          <Heading level={headingLevel} id={`${idOf(section.anchor)}-title`} tabIndex={-1}>
            {section.title}
          </Heading>
          <RichText html={section.content} tone="secondary" spaced />
        </section>
      ))}
    </div>
  );
}
