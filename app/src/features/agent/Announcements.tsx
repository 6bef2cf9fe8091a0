import { NoticeBoard, type BoardNotice } from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useAgentAnnouncements } from '../../data';
import { useFormat } from '../shared';

/** SPEC.md section 9: announcement lists page by 9. */
const pageSize = 9;

/**
 * agentAnnouncement (SPEC.md section 2): the platform's notices for agents
 * (MCSFE_getAgentAnnouncements), pinned first, each read in place with its sanitised HTML.
 */
export function Announcements() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const announcements = useAgentAnnouncements({ pageNo: page, pageSize });
  const { data } = announcements;
  const notices = useMemo<BoardNotice[]>(
    () =>
      (data?.list ?? []).map((notice) => ({
        id: String(notice.id),
        title: notice.title,
        html: notice.content,
        date: format.date(notice.publishTime),
        dateTime: notice.publishTime,
        pinned: notice.pinned,
      })),
    [data, format],
  );
  return (
    <NoticeBoard
      // A new page (or language) opens its own first pinned notice.
      key={`${i18n.language}:${String(page)}:${data ? 'loaded' : 'loading'}`}
      notices={notices}
      label={t('centres.agent.announcements.caption')}
      loading={data === undefined && !announcements.error}
      error={data === undefined && announcements.error ? errorText(i18n.t, announcements.error) : undefined}
      onRetry={() => void announcements.mutate()}
      empty={t('centres.agent.announcements.empty')}
      page={page}
      totalPages={data?.totalPages ?? 1}
      onPageChange={setPage}
      headingLevel={2}
    />
  );
}
