import { Table, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { RecentGame } from '../../../api/wire/games';
import { useRecentGames } from '../../../data';
import { useFormat, useTableState } from '../../shared';

/**
 * The games the member played last (GCS_recentGame), newest first: the closest record of play the
 * platform gives while it has no bet record call.
 */
export function RecentPlays() {
  const { t } = useTranslation();
  const format = useFormat();
  const recent = useRecentGames();
  const recentTable = useTableState(recent);
  const columns: TableColumn<RecentGame>[] = [
    { key: 'gameName', header: t('centres.member.recent.game'), render: (game) => game.gameName || game.nodeName },
    { key: 'displayName', header: t('centres.member.recent.vendor') },
    { key: 'lastPlayed', header: t('centres.member.recent.lastPlayed'), kind: 'date' },
  ];
  return (
    <Table
      caption={t('centres.member.recent.caption')}
      columns={columns}
      rows={recent.data?.games ?? []}
      rowKey={(game) => `${String(game.nodeId)}-${game.lastPlayed}`}
      {...recentTable}
      empty={t('centres.member.recent.empty')}
      offsetMinutes={format.offsetMinutes}
    />
  );
}
