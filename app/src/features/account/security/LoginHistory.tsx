import { Table, Text, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { loginHistoryDays, type LoginHistoryEntry } from '@lobby/contract';
import { useLoginHistory } from '../../../data';
import { CentrePanel, useFormat, useTableState } from '../../shared';
import { useDeviceLabel } from './useDeviceLabel';

/** The logins of the last 30 days, successful and failed, newest first (issue 17 item 4), as the records' tables show rows. */
export function LoginHistory() {
  const { t } = useTranslation();
  const history = useLoginHistory();
  const format = useFormat();
  const deviceLabel = useDeviceLabel();
  const days = history.data?.days ?? loginHistoryDays;

  const columns: TableColumn<LoginHistoryEntry>[] = [
    { key: 'time', header: t('security.history.time'), kind: 'date' },
    { key: 'device', header: t('security.history.device'), render: (row) => deviceLabel(row.userAgent) || '—' },
    { key: 'ip', header: t('security.history.ip'), render: (row) => row.ip ?? '—' },
    {
      key: 'outcome',
      header: t('security.history.outcome'),
      render: (row) => t(`security.history.outcomes.${row.outcome}`),
    },
    {
      key: 'method',
      header: t('security.history.method'),
      render: (row) => t(`security.history.methods.${row.method}`),
    },
  ];

  return (
    <CentrePanel title={t('security.history.title')}>
      <Text tone="secondary">{t('security.history.intro', { days })}</Text>
      <Table
        {...useTableState(history)}
        caption={t('security.history.caption', { days })}
        hideCaption
        columns={columns}
        rows={history.data?.entries ?? []}
        rowKey={(row) => [row.time, row.outcome, row.method, row.ip, row.userAgent].join('|')}
        offsetMinutes={format.offsetMinutes}
        empty={t('security.history.empty', { days })}
      />
    </CentrePanel>
  );
}
