/** Inbox data: the message list and the read and delete actions, which also update the badge. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import { deleteMessages, getMessages, markMessagesRead } from '../api/messages';
import type { MessageListQuery } from '../api/wire/messages';
import { useApi, useSessionState } from './ApiProvider';
import { useMemberSWR } from './swr';

/** Trial users have no inbox (SPEC.md section 6). */
export function useMessages(query: MessageListQuery) {
  const { isTrial } = useSessionState();
  return useMemberSWR(['messages/list', query], (client) => getMessages(client, query), undefined, !isTrial);
}

export function useMessageActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && (key[0] === 'messages/list' || key[0] === 'home/unread')),
    [mutate],
  );
  const markRead = useCallback(
    async (messageIds: number[], options?: ActionOptions) => {
      const value = await markMessagesRead(client, messageIds, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (messageIds: number[], options?: ActionOptions) => {
      const value = await deleteMessages(client, messageIds, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  return { markRead, remove };
}
