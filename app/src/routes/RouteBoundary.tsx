import { StatusPage, Text } from '@lobby/design-system';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, type LazyPage } from './lazyPage';

interface RouteBoundaryProps {
  children: ReactNode;
  /** Called before the retry renders the page again (a lazy page forgets its failed import). */
  onRetry?: () => void;
}

interface RouteBoundaryState {
  error: Error | null;
}

/**
 * Every route's error boundary (issue: nothing ever shows a blank screen): a page that throws, or
 * whose code failed to load twice, shows the error page with a retry that renders it again.
 */
class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    // The one place a page's crash is reported; the player sees the error page.
    console.warn('A page failed to render:', error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteError chunk={error instanceof ChunkLoadError} onRetry={this.retry} />;
  }
}

function RouteError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="error"
      onRetry={onRetry}
      details={chunk ? <Text tone="secondary">{t('site.chunkFailed')}</Text> : undefined}
    />
  );
}

/**
 * A lazy page inside its boundary: a retry forgets a failed import and mounts the page afresh, so
 * that its code is fetched again.
 */
export function LazyPageFrame({ lazy, fallback }: { lazy: LazyPage; fallback: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  // A page whose code is already here renders directly: through React.lazy it would suspend once
  // anyway, commit the fallback and show the page a render later (the opening page, preloaded before
  // the first render: about 100 ms of the home page's start). Chosen once per page and attempt, so
  // that the component's type, and the page's state, stay the same while it is shown.
  const [chosen, setChosen] = useState(() => ({ lazy, attempt, Page: lazy.Loaded ?? lazy.Page }));
  let { Page } = chosen;
  if (chosen.lazy !== lazy || chosen.attempt !== attempt) {
    Page = lazy.Loaded ?? lazy.Page;
    setChosen({ lazy, attempt, Page });
  }
  return (
    <RouteBoundary
      key={attempt}
      onRetry={() => {
        lazy.reset();
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    </RouteBoundary>
  );
}
