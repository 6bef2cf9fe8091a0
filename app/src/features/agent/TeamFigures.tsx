import { StatCard } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { TeamOverviewDetails } from '@lobby/contract';
import { useTeamOverview } from '../../data';
import { DataState, Figures, useFormat } from '../shared';

type TeamFigure = keyof TeamOverviewDetails;

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

/** The team report (MCSFE_getTeamOverview) as figures: all of them, or the ones a report page is about. */
export function TeamFigures({ figures = allTeamFigures }: { figures?: readonly TeamFigure[] }) {
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
