import { MissionCard, StatCard, Stack, Table, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@lobby/contract';
import { useMissionLeaderboard, useMissionSummary } from '../../data';
import { CentrePanel, DataState, Figures, useFormat, useTableState } from '../shared';
import * as styles from './account.css';

/**
 * missionLeaderboard (SPEC.md sections 2 and 7): the member's missions with their progress, reward
 * and state (MCSFE_getMissionSummaryDetails), and the week's leaderboard with the member's own rank
 * (MCSFE_getMissionLeaderboard).
 */
export function Missions() {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useMissionSummary();
  const board = useMissionLeaderboard();
  const boardTable = useTableState(board);
  const me = board.data?.me;

  const columns: TableColumn<LeaderboardEntry>[] = [
    { key: 'rank', header: t('account.missions.rank'), kind: 'number' },
    { key: 'customerName', header: t('account.missions.player') },
    { key: 'score', header: t('account.missions.score'), kind: 'number' },
    { key: 'prizeAmount', header: t('account.missions.prize'), kind: 'money' },
  ];

  return (
    <Stack gap="xl">
      <CentrePanel title={t('account.missions.summary')}>
        <DataState
          source={summary}
          lines={6}
          isEmpty={(value) => value.missions.length === 0}
          empty={t('account.missions.empty')}
        >
          {(value) => (
            <Stack gap="lg">
              <Figures>
                <StatCard label={t('account.missions.completed')} value={format.number(value.completedCount)} />
                <StatCard label={t('account.missions.unclaimed')} value={format.number(value.unclaimedCount)} />
                <StatCard
                  label={t('account.missions.earned')}
                  value={format.money(
                    value.missions
                      .filter((mission) => mission.state !== 'IN_PROGRESS')
                      .reduce((sum, mission) => sum + mission.rewardAmount, 0),
                  )}
                />
              </Figures>
              <ul className={styles.cards}>
                {value.missions.map((mission) => (
                  <li key={mission.missionId}>
                    <MissionCard
                      title={mission.title}
                      progress={mission.progress}
                      target={mission.target}
                      reward={format.money(mission.rewardAmount)}
                      state={mission.state}
                    />
                  </li>
                ))}
              </ul>
            </Stack>
          )}
        </DataState>
      </CentrePanel>
      <CentrePanel title={t('account.missions.leaderboard')}>
        <Stack gap="md">
          {board.data ? (
            <Figures>
              <StatCard
                label={t('account.missions.myRank')}
                value={me ? format.number(me.rank) : t('account.missions.unranked')}
                hint={
                  me
                    ? t('account.missions.myScore', { score: format.number(me.score) })
                    : t('account.missions.unrankedHint')
                }
              />
            </Figures>
          ) : null}
          <Table
            caption={t('account.missions.leaderboard')}
            hideCaption
            columns={columns}
            rows={board.data?.list ?? []}
            rowKey={(entry) => `${String(entry.rank)}-${entry.customerName}`}
            {...boardTable}
            empty={t('account.missions.boardEmpty')}
          />
        </Stack>
      </CentrePanel>
    </Stack>
  );
}
