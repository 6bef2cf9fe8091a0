import { StatCard, Stack, Table, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry, Mission } from '../../../api/wire/lottery';
import { useMissionLeaderboard, useMissionSummary } from '../../../data';
import { Figures, useFormat, useTableState } from '../../shared';

/** missionLeaderboard: the member's missions with their progress, and the leaderboard with their rank. */
export function Missions() {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useMissionSummary();
  const summaryTable = useTableState(summary);
  const board = useMissionLeaderboard();
  const boardTable = useTableState(board);

  const missionColumns: TableColumn<Mission>[] = [
    { key: 'title', header: t('centres.member.missions.mission') },
    {
      key: 'progress',
      header: t('centres.member.missions.progress'),
      align: 'end',
      render: (mission) => `${format.number(mission.progress)} / ${format.number(mission.target)}`,
    },
    { key: 'rewardAmount', header: t('centres.member.missions.reward'), kind: 'money' },
    {
      key: 'state',
      header: t('centres.member.missions.state'),
      render: (mission) => t(`centres.member.missions.states.${mission.state}`),
    },
  ];
  const boardColumns: TableColumn<LeaderboardEntry>[] = [
    { key: 'rank', header: t('centres.member.missions.rank'), kind: 'number' },
    { key: 'customerName', header: t('centres.member.missions.player') },
    { key: 'score', header: t('centres.member.missions.score'), kind: 'number' },
    { key: 'prizeAmount', header: t('centres.member.missions.prize'), kind: 'money' },
  ];
  const me = board.data?.me;

  return (
    <Stack gap="lg">
      {summary.data || board.data ? (
        <Figures>
          {summary.data ? (
            <>
              <StatCard
                label={t('centres.member.missions.completed')}
                value={format.number(summary.data.completedCount)}
              />
              <StatCard
                label={t('centres.member.missions.unclaimed')}
                value={format.number(summary.data.unclaimedCount)}
              />
            </>
          ) : null}
          {board.data ? (
            <StatCard
              label={t('centres.member.missions.myRank')}
              value={me ? format.number(me.rank) : t('centres.member.missions.unranked')}
              hint={me ? `${t('centres.member.missions.score')}: ${format.number(me.score)}` : undefined}
            />
          ) : null}
        </Figures>
      ) : null}
      <Table
        caption={t('centres.member.missions.caption')}
        columns={missionColumns}
        rows={summary.data?.missions ?? []}
        rowKey={(mission) => String(mission.missionId)}
        {...summaryTable}
        empty={t('centres.member.missions.empty')}
      />
      <Table
        caption={t('centres.member.missions.leaderboard')}
        columns={boardColumns}
        rows={board.data?.list ?? []}
        rowKey={(entry) => `${String(entry.rank)}-${entry.customerName}`}
        {...boardTable}
      />
    </Stack>
  );
}
