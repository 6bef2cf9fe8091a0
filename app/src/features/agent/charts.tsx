/**
 * The agent centre's charts, loaded on demand: the centre's pages share one chunk, and only the
 * overview and the team reports draw charts (the chart library must not load with the others).
 */
import { Skeleton, vars } from '@lobby/design-system';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

const load = () => import('./TeamCharts');

function deferred<P extends object>(pick: (module: Awaited<ReturnType<typeof load>>) => ComponentType<P>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rect" height={vars.size.placeholderMinHeight} />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

export const TeamTrends = deferred((module) => module.TeamTrends);
export const TeamBetsChart = deferred((module) => module.TeamBetsChart);
export const TeamNetChart = deferred((module) => module.TeamNetChart);
export const RevenueChart = deferred((module) => module.RevenueChart);
