import { Skeleton, vars } from '@lobby/design-system';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A part of a page loaded on demand (the charts, issue 18: the chart library loads only with the
 * pages that draw a chart, not with every page of a centre), with a placeholder of a chart's height
 * while it loads. A chunk that fails to load is the page's error boundary's, as a page's is.
 */
export function deferred<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rect" height={vars.size.placeholderMinHeight} />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}
