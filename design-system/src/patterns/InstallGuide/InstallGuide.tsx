import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { QRCode } from '../../components/QRCode';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './InstallGuide.css';

export const installSystems = ['ios', 'android'] as const;
export type InstallSystem = (typeof installSystems)[number];

export interface InstallGuideProps {
  system: InstallSystem;
  /** The section's heading ("iPhone and iPad"). */
  title: ReactNode;
  /** What the app is, under the heading. */
  description?: ReactNode;
  /** The download link, encoded in the QR code; none when the platform offers no app. */
  url?: string;
  /** The install steps, in order (numbered). */
  steps: ReactNode[];
  /** The outline level of the title (2 by default). */
  headingLevel?: 2 | 3;
  /** Placeholders while the link loads. */
  loading?: boolean;
  /** Side of the QR code in CSS pixels. */
  qrSize?: number;
}

const systemNames: Record<InstallSystem, string> = { ios: 'iOS', android: 'Android' };

const icons: Record<InstallSystem, ReactNode> = {
  ios: (
    <path
      d="M16.5 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8C7 7.3 5.5 8.2 4.7 9.6c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 3 2.3 1.2 0 1.6-.8 3-.8s1.8.8 3 .8c1.3 0 2.1-1.1 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.6-1-2.6-3.8zM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      fill="currentColor"
    />
  ),
  android: (
    <path
      d="M7 9h10v8a1 1 0 0 1-1 1h-1v3a1 1 0 0 1-2 0v-3h-2v3a1 1 0 0 1-2 0v-3H8a1 1 0 0 1-1-1V9zm-2 0a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0V9zm12 0a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0V9zM7.2 8a4.9 4.9 0 0 1 2.6-3.8l-.9-1.5a.3.3 0 0 1 .5-.3l.9 1.5a5.4 5.4 0 0 1 3.4 0l.9-1.5a.3.3 0 0 1 .5.3l-.9 1.5A4.9 4.9 0 0 1 16.8 8H7.2zM10 6.3a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2zm4 0a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2z"
      fill="currentColor"
    />
  ),
};

/** One system's app download (SPEC.md sections 1 and 2): its QR code and link, then the numbered install steps. */
export function InstallGuide({
  system,
  title,
  description,
  url,
  steps,
  headingLevel = 2,
  loading = false,
  qrSize = 160,
}: InstallGuideProps) {
  const t = useDsTranslation();
  const titleId = useId();
  const stepsId = useId();
  const Heading = `h${headingLevel}` as const;
  const Steps = `h${headingLevel + 1}` as 'h3' | 'h4';
  const systemName = systemNames[system];
  return (
    <Card as="section" padding="lg" className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading id={titleId} className={styles.title}>
        <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
          {icons[system]}
        </svg>
        {title}
      </Heading>
      {loading ? (
        <div className={styles.download} role="status">
          <span className={visuallyHidden}>{t('accountInstallLoading')}</span>
          <Skeleton variant="rect" width={`${String(qrSize)}px`} height={`${String(qrSize)}px`} />
        </div>
      ) : url ? (
        <div className={styles.download}>
          <QRCode value={url} size={qrSize} label={t('accountInstallQr', { system: systemName })} />
          <div className={styles.side}>
            {description ? <p className={styles.description}>{description}</p> : null}
            <a href={url} className={styles.link} target="_blank" rel="noopener noreferrer">
              {t('accountInstallOpen')}
            </a>
          </div>
        </div>
      ) : (
        <p className={styles.unavailable}>{t('accountInstallUnavailable', { system: systemName })}</p>
      )}
      <Steps id={stepsId} className={styles.stepsTitle}>
        {t('accountInstallSteps')}
      </Steps>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.stepText}>{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
