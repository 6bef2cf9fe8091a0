// The records' charts, loaded on demand: the agent centre's chunk reaches the records pages through
// the feature's index, and must not bring the chart library with it.
import { deferred } from '../shared';

const load = () => import('./RecordCharts');

export const ProfitLossChart = deferred(load, (module) => module.ProfitLossChart);
export const BalanceChart = deferred(load, (module) => module.BalanceChart);
