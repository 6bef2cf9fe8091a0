import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Heading, Text } from '../../components/Text';
import { routeOnPlainClick } from '../../components/VendorMenu';
import { useDsTranslation } from '../../i18n';
import * as styles from './ConsentBanner.css';

export interface ConsentBannerProps {
  /** The player allows the analytics. */
  onAccept: () => void;
  /** The player refuses them: nothing is loaded. */
  onDecline: () => void;
  /** The site's privacy text (the help centre's privacy section); without it, no link. */
  privacyHref?: string;
  /** A plain click on the privacy link: the app shows the text (the link's address works as well). */
  onPrivacy?: () => void;
  /**
   * Move the focus to the banner's first choice when it appears: when the player asked for it (the
   * footer's cookie settings), not on arrival, when it would pull the focus away from the page.
   */
  focusOnOpen?: boolean;
}

/**
 * The analytics consent banner (issue 16 item 11): a named region, not a dialog, so that the page
 * stays usable around it; decline and accept weigh the same.
 */
export function ConsentBanner({
  onAccept,
  onDecline,
  privacyHref,
  onPrivacy,
  focusOnOpen = false,
}: ConsentBannerProps) {
  const t = useDsTranslation();
  const titleId = useId();
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnOpen) firstChoice.current?.focus();
  }, [focusOnOpen]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} level={2} size={4}>
        {t('consentTitle')}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('consentMessage')}
        {privacyHref ? (
          <>
            {' '}
            <a
              className={styles.link}
              href={privacyHref}
              onClick={onPrivacy ? (event) => routeOnPlainClick(event, onPrivacy) : undefined}
            >
              {t('consentPrivacy')}
            </a>
          </>
        ) : null}
      </Text>
      <div className={styles.actions}>
        <Button ref={firstChoice} variant="secondary" onClick={onDecline}>
          {t('consentDecline')}
        </Button>
        <Button variant="secondary" onClick={onAccept}>
          {t('consentAccept')}
        </Button>
      </div>
    </section>
  );
}
