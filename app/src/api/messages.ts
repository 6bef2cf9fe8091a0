/** Inbox calls (SPEC.md sections 2 and 4): list, mark read, delete. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import { type MessageChangeValue, type MessageListQuery, type MessageListValue, messagePaths } from '@lobby/contract';

export function getMessages(client: ApiClient, query: MessageListQuery, options?: CallOptions) {
  return client.get<MessageListValue>(messagePaths.list, { ...query }, options);
}

/** Marks messages read; an empty list marks them all. */
export function markMessagesRead(client: ApiClient, messageIds: number[], options?: ActionOptions) {
  return client.post<MessageChangeValue>(messagePaths.read, { messageIds }, actionOptions(options));
}

/** Deletes messages; an empty list deletes them all. */
export function deleteMessages(client: ApiClient, messageIds: number[], options?: ActionOptions) {
  return client.delete<MessageChangeValue>(messagePaths.remove, { messageIds }, actionOptions(options));
}
