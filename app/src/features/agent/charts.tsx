// The agent centre's charts, loaded on demand: the centre's pages share one chunk, and only the
// overview and the team reports draw charts.
import { deferred } from '../shared';

const load = () => import('./TeamCharts');

export const TeamTrends = deferred(load, (module) => module.TeamTrends);
export const TeamBetsChart = deferred(load, (module) => module.TeamBetsChart);
export const TeamNetChart = deferred(load, (module) => module.TeamNetChart);
export const RevenueChart = deferred(load, (module) => module.RevenueChart);
