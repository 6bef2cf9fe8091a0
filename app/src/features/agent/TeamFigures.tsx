import { StatCard, Tabs } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { TeamOverviewDetails } from '@lobby/contract';
import { useTeamOverview } from '../../data';
import { CentrePanel, DataState, Figures, useFormat } from '../shared';
import { TeamTrends } from './charts';
import type { TrendPeriod } from './TeamCharts';

type TeamFigure = Exclude<keyof TeamOverviewDetails, 'days'>;

/** Figures that are amounts of money; the others are head counts. */
const moneyFigures: readonly TeamFigure[] = [
  'teamBalance',
  'todayBetAmount',
  'todayProfitLoss',
  'yesterdayBetAmount',
  'yesterdayProfitLoss',
  'monthBetAmount',
  'monthValidBet',
  'monthProfitLoss',
];

const allTeamFigures: readonly TeamFigure[] = [
  'teamSize',
  'directMembers',
  'subAgents',
  'activeMembers',
  'teamBalance',
  'todayBetAmount',
  'todayProfitLoss',
  'newMembers',
  'yesterdayBetAmount',
  'yesterdayProfitLoss',
  'monthBetAmount',
  'monthValidBet',
  'monthProfitLoss',
];

const trendPeriods = [7, 30] as const satisfies readonly TrendPeriod[];

/**
 * agentTeamOverview: the team report (MCSFE_getTeamOverview) as figures, then how the team moved
 * over the last 7 or 30 days, in charts.
 */
export function TeamFigures() {
  const { t } = useTranslation();
  return (
    <>
      <TeamReportFigures />
      <CentrePanel title={t('agent.charts.title')}>
        <Tabs
          label={t('agent.charts.period')}
          defaultValue="7"
          items={trendPeriods.map((period) => ({
            value: String(period),
            label: t(period === 7 ? 'agent.charts.days7' : 'agent.charts.days30'),
            content: <TeamTrends period={period} />,
          }))}
        />
      </CentrePanel>
    </>
  );
}

/** The team report's figures: all of them, or the ones a report page is about. */
function TeamReportFigures({ figures = allTeamFigures }: { figures?: readonly TeamFigure[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const overview = useTeamOverview();
  return (
    <DataState source={overview} lines={3}>
      {(team) => (
        <Figures>
          {figures.map((figure) => (
            <StatCard
              key={figure}
              label={t(`agent.team.${figure}`)}
              value={moneyFigures.includes(figure) ? format.money(team[figure]) : format.number(team[figure])}
            />
          ))}
        </Figures>
      )}
    </DataState>
  );
}
