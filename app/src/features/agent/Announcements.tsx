import { Button, Table, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api/wire/home';
import { useAnnouncements } from '../../data';
import { useSite } from '../../shell/site';
import { useFormat, useTableState } from '../shared';

/** agentAnnouncement: the platform's notices (types B and PL), each opening in the notices popup. */
export function Announcements() {
  const { t } = useTranslation();
  const format = useFormat();
  const { open } = useSite();
  const announcements = useAnnouncements();
  const announcementsTable = useTableState(announcements);
  const columns: TableColumn<Announcement>[] = [
    {
      key: 'title',
      header: t('centres.agent.announcements.title'),
      render: (notice) => (
        <Button variant="ghost" size="sm" onClick={() => open({ kind: 'notices', selectedId: String(notice.id) })}>
          {notice.title}
        </Button>
      ),
    },
    { key: 'publishTime', header: t('centres.agent.announcements.published'), kind: 'date' },
  ];
  return (
    <Table
      caption={t('centres.agent.announcements.caption')}
      hideCaption
      columns={columns}
      rows={announcements.data?.player ?? []}
      rowKey={(notice) => String(notice.id)}
      {...announcementsTable}
      empty={t('centres.agent.announcements.empty')}
      offsetMinutes={format.offsetMinutes}
    />
  );
}
