/**
 * Inbox data (messageV2, SPEC.md section 2): the message list, and the read and delete actions. A
 * read takes effect on screen at once (the message and the unread badges), then both are fetched
 * again, so the badge count drops the moment a message is opened.
 */
import { useCallback } from 'react';
import { useSWRConfig, type MutatorCallback } from 'swr';
import type { ActionOptions } from '../api/client';
import { deleteMessages, getMessages, markMessagesRead } from '../api/messages';
import type { MessageListQuery, MessageListValue, UnreadCountValue } from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';
import { useMemberSWR } from './swr';

const listKey = 'messages/list';
const unreadKey = 'home/unread';

/** Trial users have no inbox (SPEC.md section 6). */
export function useMessages(query: MessageListQuery) {
  const { isTrial } = useSessionState();
  // The notices are in the Language header's language (issue 16 item 7).
  const { language } = useApi();
  return useMemberSWR([listKey, language, query], (client) => getMessages(client, query), undefined, !isTrial);
}

const keyNamed = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;

/** The badges after `read` more messages were read (every message when `all`). */
function badgesAfterRead(read: number, all: boolean): MutatorCallback<UnreadCountValue> {
  return (current) => {
    if (!current) return current;
    const message = all ? 0 : Math.max(0, current.message - read);
    return { ...current, message, total: Math.max(0, current.total - (current.message - message)) };
  };
}

/** A cached page with the messages marked read (every message when `ids` is empty). */
function pageAfterRead(ids: readonly number[]): MutatorCallback<MessageListValue> {
  return (page) => {
    if (!page) return page;
    const marked = page.list.filter((item) => !item.read && (ids.length === 0 || ids.includes(item.messageId)));
    if (marked.length === 0) return page;
    return {
      ...page,
      list: page.list.map((item) => (marked.includes(item) ? { ...item, read: true } : item)),
      unreadCount: ids.length === 0 ? 0 : Math.max(0, page.unreadCount - marked.length),
    };
  };
}

export function useMessageActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate((key) => keyNamed(listKey)(key) || keyNamed(unreadKey)(key)), [mutate]);

  /**
   * Marks messages read; an empty list marks them all. Pass only unread ids: the badge drops by
   * their number at once, before the platform answers; the answer (or a failure) is then fetched.
   */
  const markRead = useCallback(
    async (messageIds: number[], options?: ActionOptions) => {
      const all = messageIds.length === 0;
      const optimistic = { revalidate: false, populateCache: true } as const;
      await Promise.all([
        mutate(keyNamed(unreadKey), badgesAfterRead(messageIds.length, all), optimistic),
        mutate(keyNamed(listKey), pageAfterRead(messageIds), optimistic),
      ]);
      try {
        return await markMessagesRead(client, messageIds, options);
      } finally {
        void refresh();
      }
    },
    [client, mutate, refresh],
  );

  const remove = useCallback(
    async (messageIds: number[], options?: ActionOptions) => {
      try {
        return await deleteMessages(client, messageIds, options);
      } finally {
        void refresh();
      }
    },
    [client, refresh],
  );
  return { markRead, remove, refresh };
}
