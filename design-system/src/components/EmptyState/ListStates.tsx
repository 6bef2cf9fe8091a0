import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

export interface LoadingStateProps {
  /** What is loading, for assistive technology ("Loading rewards…"). */
  label: string;
  /** The placeholders, shaped like what will come. */
  children: ReactNode;
  className?: string;
}

/** A list or panel whose content is on its way: placeholders, announced as busy. */
export function LoadingState({ label, children, className }: LoadingStateProps) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

export interface LoadFailedProps {
  /** Why it could not be loaded. */
  error: ReactNode;
  /** Asks again; without it no retry is offered. */
  onRetry?: () => void;
  retryLabel: string;
}

/** A list or panel that could not be loaded: why, and a retry, announced as an alert. */
export function LoadFailed({ error, onRetry, retryLabel }: LoadFailedProps) {
  return (
    <div role="alert">
      <EmptyState
        title={error}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
