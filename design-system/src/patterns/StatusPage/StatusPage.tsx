import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Text';
import { useDsTranslation, type DsKey } from '../../i18n';
import { StatusIllustration } from './illustrations';
import type { StatusPageKind } from './kinds';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  /** Which page (SPEC.md section 4: system status 1 maintenance, 2 region-restricted; the domain check). */
  kind: StatusPageKind;
  /** The visitor's IP address, shown on the blocked page (SPEC.md section 8: 'info_ip_block'). */
  ip?: string;
  /** Maintenance: reload to check whether the site is back. */
  onRefresh?: () => void;
  /** Error: try the failed action again. */
  onRetry?: () => void;
  /** Opens customer service (SPEC.md section 8: maintenance notice has a customer-service button). */
  onCustomerService?: () => void;
  /** Not found: go to the home lobby. */
  onHome?: () => void;
  /** Extra content under the text, e.g. the planned end of maintenance. */
  details?: ReactNode;
}

const copy: Record<StatusPageKind, { title: DsKey; text: DsKey }> = {
  maintenance: { title: 'statusPageMaintenanceTitle', text: 'statusPageMaintenanceText' },
  blocked: { title: 'statusPageBlockedTitle', text: 'statusPageBlockedText' },
  invalidUrl: { title: 'statusPageInvalidUrlTitle', text: 'statusPageInvalidUrlText' },
  error: { title: 'statusPageErrorTitle', text: 'statusPageErrorText' },
  notFound: { title: 'statusPageNotFoundTitle', text: 'statusPageNotFoundText' },
};

/**
 * A whole page that stands in for the site: maintenance, blocked region, an address that is not one of
 * the operator's (its only way forward is customer service), error or unknown page.
 */
export function StatusPage({ kind, ip, onRefresh, onRetry, onCustomerService, onHome, details }: StatusPageProps) {
  const t = useDsTranslation();
  const headingId = useId();
  // The main way forward of each kind is the primary button; customer service is offered beside it.
  const main =
    kind === 'maintenance'
      ? { action: onRefresh, label: t('statusPageRefresh') }
      : kind === 'error'
        ? { action: onRetry, label: t('statusPageRetry') }
        : kind === 'notFound'
          ? { action: onHome, label: t('statusPageHome') }
          : { action: undefined, label: '' };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <StatusIllustration kind={kind} className={styles.illustration} />
      <Heading level={1} size={2} align="center" id={headingId}>
        {t(copy[kind].title)}
      </Heading>
      <p className={styles.text}>{t(copy[kind].text)}</p>
      {kind === 'blocked' && ip ? (
        <p className={styles.text}>
          {`${t('statusPageBlockedIp')}: `}
          <span className={styles.ip}>{ip}</span>
        </p>
      ) : null}
      {details ? <div className={styles.details}>{details}</div> : null}
      {main.action || onCustomerService ? (
        <div className={styles.actions}>
          {main.action ? <Button onClick={main.action}>{main.label}</Button> : null}
          {onCustomerService ? (
            <Button variant={main.action ? 'secondary' : 'primary'} onClick={onCustomerService}>
              {t('statusPageCustomerService')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
