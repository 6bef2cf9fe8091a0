import { sanitizeAnnouncement, Table, type TableColumn } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageKind } from '@lobby/contract';
import { useMessages } from '../../../data';
import { useFormat, useTableState } from '../../shared';

/** The money messages of SPEC.md section 4: deposit credited or failed, withdrawal approved or rejected. */
export const depositKinds: readonly MessageKind[] = ['DEPOSIT_CREDITED', 'DEPOSIT_FAILED'];
export const withdrawalKinds: readonly MessageKind[] = ['WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED'];

/** The newest messages read for the notices: the inbox has no filter by kind. */
const latestQuery = { pageNo: 1, pageSize: 100 } as const;

/**
 * The platform's notices about deposits and withdrawals, newest first: the record of money moving in
 * and out that the inbox holds, while the platform offers no deposit or withdrawal record call.
 */
export function MoneyNotices({ kinds, caption }: { kinds: readonly MessageKind[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const messages = useMessages(latestQuery);
  const messagesTable = useTableState(messages);
  const rows = useMemo(
    () => (messages.data?.list ?? []).filter((message) => kinds.includes(message.kind)),
    [messages.data, kinds],
  );
  const columns: TableColumn<Message>[] = [
    { key: 'sendTime', header: t('centres.member.notices.time'), kind: 'date' },
    {
      key: 'kind',
      header: t('centres.member.notices.kind'),
      render: (message) => t(`centres.member.notices.kinds.${message.kind}`),
    },
    {
      key: 'content',
      header: t('centres.member.notices.title'),
      render: (message) => <MessageBody message={message} />,
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(message) => String(message.messageId)}
      {...messagesTable}
      empty={t('centres.member.notices.empty')}
      offsetMinutes={format.offsetMinutes}
    />
  );
}

/** A message's HTML, sanitised like every announcement (it names the amount). */
export function MessageBody({ message }: { message: Message }) {
  const html = useMemo(() => sanitizeAnnouncement(message.content), [message.content]);
  // Sanitised above: the platform's HTML never runs scripts here.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
