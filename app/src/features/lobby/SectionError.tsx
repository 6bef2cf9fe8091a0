import { Button, EmptyState, Heading } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';

export interface SectionErrorProps {
  /** The section's heading, kept so the page outline stays the same while it failed. */
  title?: string;
  /** What could not be loaded, in one line. */
  message?: string;
  error: unknown;
  onRetry: () => void;
}

/** A home section that failed to load: what failed, why (the error catalogue) and a retry. */
export function SectionError({ title, message, error, onRetry }: SectionErrorProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : message}>
      {title ? (
        <Heading level={2} size={4} id={headingId}>
          {title}
        </Heading>
      ) : null}
      <div role="alert">
        <EmptyState
          title={message ?? t('home.rows.failed', { title })}
          description={errorText(i18n.t, error)}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t('home.retry')}
            </Button>
          }
        />
      </div>
    </section>
  );
}
