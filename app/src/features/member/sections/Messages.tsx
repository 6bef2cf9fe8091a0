import { Badge, Button, Inline, Modal, Pagination, Stack, Table, Text, type TableColumn } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../api/wire/messages';
import { useMessageActions, useMessages } from '../../../data';
import { useFormat, useTableState } from '../../shared';
import { MessageBody } from './MoneyNotices';

const pageSize = 10;

/** messageV2 (platform information): the inbox, unread ones marked; opening one marks it read. */
export function Messages() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Message | null>(null);
  const messages = useMessages({ pageNo: page, pageSize });
  const messagesTable = useTableState(messages);
  const { markRead } = useMessageActions();

  const open = (message: Message) => {
    setOpened(message);
    // The badge and the list refresh after; a failure leaves the message unread for next time.
    if (!message.read) markRead([message.messageId]).catch(() => undefined);
  };

  const columns: TableColumn<Message>[] = [
    {
      key: 'read',
      header: t('centres.member.messages.status'),
      render: (message) =>
        message.read ? (
          <Text as="span" size="sm" tone="secondary">
            {t('centres.member.messages.read')}
          </Text>
        ) : (
          <Inline gap="xs" wrap={false}>
            <Badge count={1} dot label="" />
            <Text as="span" size="sm" weight="bold">
              {t('centres.member.messages.unread')}
            </Text>
          </Inline>
        ),
    },
    {
      key: 'title',
      header: t('centres.member.messages.title'),
      render: (message) => (
        <Button variant="ghost" size="sm" onClick={() => open(message)}>
          <Text as="span" weight={message.read ? 'regular' : 'bold'}>
            {message.title}
          </Text>
        </Button>
      ),
    },
    {
      key: 'kind',
      header: t('centres.member.messages.kind'),
      render: (message) => t(`centres.member.notices.kinds.${message.kind}`),
    },
    { key: 'sendTime', header: t('centres.member.messages.time'), kind: 'date' },
  ];

  return (
    <Stack gap="md">
      {messages.data ? (
        <Text tone="secondary">
          {t('centres.member.messages.unreadCount', { number: format.number(messages.data.unreadCount) })}
        </Text>
      ) : null}
      <Table
        caption={t('centres.member.messages.caption')}
        hideCaption
        columns={columns}
        rows={messages.data?.list ?? []}
        rowKey={(message) => String(message.messageId)}
        {...messagesTable}
        empty={t('centres.member.messages.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination page={page} totalPages={messages.data?.totalPages ?? 1} onPageChange={setPage} />
      <Modal
        open={opened !== null}
        onOpenChange={(next) => {
          if (!next) setOpened(null);
        }}
        title={opened?.title ?? ''}
        description={opened ? format.date(opened.sendTime) : undefined}
      >
        {opened ? <MessageBody message={opened} /> : null}
      </Modal>
    </Stack>
  );
}
