import { ConfirmDialog, MessageCentre, useToast, type InboxFilter } from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import type { Message } from '@lobby/contract';
import { useMessageActions, useMessages } from '../../data';
import { useMessageWording } from './messageWording';

const pageSize = 10;

/**
 * messageV2, platform information (SPEC.md section 2): the member's messages, all or unread, paged;
 * opening one shows it and marks it read (the badges drop at once); mark all read; delete with
 * confirmation. Trial users never get here (SPEC.md section 6: they have no messages).
 */
export function InboxView() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const word = useMessageWording();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const query = useMemo(
    () => ({ pageNo: page, pageSize, ...(filter === 'unread' ? { read: false } : {}) }),
    [page, filter],
  );
  const messages = useMessages(query);
  const { markRead, remove } = useMessageActions();
  const { data } = messages;

  // After deletions or reads a page can lie beyond the last one: show the last one instead
  // (adjusted while rendering, as React advises for state derived from new data).
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  if (data && page > lastPage) setPage(lastPage);

  const failed = (error: unknown) => {
    toast.show({ tone: 'danger', title: t('inbox.actionFailed'), description: errorText(i18n.t, error) });
  };

  const open = (id: string) => {
    const message = data?.list.find((item) => String(item.messageId) === id);
    if (!message) return;
    setOpened({ ...message, read: true });
    // A failed read leaves the message unread on the next refresh; nothing else to tell the player.
    if (!message.read) markRead([message.messageId]).catch(() => undefined);
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await markRead([]);
      toast.show({ tone: 'success', title: t('inbox.allRead') });
    } catch (error) {
      failed(error);
    } finally {
      setMarkingAll(false);
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await remove([confirming.messageId]);
      if (opened?.messageId === confirming.messageId) setOpened(null);
      toast.show({ tone: 'success', title: t('inbox.deleted') });
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <>
      <MessageCentre
        messages={(data?.list ?? []).map(word)}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        unreadCount={data?.unreadCount ?? 0}
        onMarkAllRead={() => void markAllRead()}
        markingAllRead={markingAll}
        opened={opened ? word(opened) : null}
        onOpen={open}
        onDelete={() => setConfirming(opened)}
        deleting={deleting}
        page={Math.min(page, lastPage)}
        totalPages={lastPage}
        onPageChange={setPage}
        loading={messages.isLoading}
        error={data === undefined && messages.error ? errorText(i18n.t, messages.error) : undefined}
        onRetry={() => void messages.mutate()}
        headingLevel={2}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={t('inbox.deleteTitle')}
        message={t('inbox.deleteMessage')}
        confirmLabel={t('inbox.deleteConfirm')}
        tone="danger"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
