/**
 * Wire types of the inbox (messageV2, SPEC.md sections 2 and 4; the paths are defined here):
 * GET /wps/relay/MCSFE_getMessageList, POST /wps/relay/MCS2_readMessage,
 * DELETE /wps/relay/MCS2_deleteMessage. The unread badge comes from CSP_unreadCount (home.ts).
 */

export const messagePaths = {
  list: '/wps/relay/MCSFE_getMessageList',
  read: '/wps/relay/MCS2_readMessage',
  remove: '/wps/relay/MCS2_deleteMessage',
} as const;

/** The message kinds of SPEC.md section 4, plus system and promotion notices. */
export type MessageKind =
  'DEPOSIT_CREDITED' | 'DEPOSIT_FAILED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED' | 'SYSTEM' | 'PROMOTION';

export interface Message {
  messageId: number;
  kind: MessageKind;
  title: string;
  /** HTML. */
  content: string;
  read: boolean;
  /** ISO 8601. */
  sendTime: string;
}

/** GET MCSFE_getMessageList (T) query. */
export interface MessageListQuery {
  pageNo: number;
  pageSize: number;
  /** Only unread (true) or read (false) messages. */
  read?: boolean;
}

export interface MessageListValue {
  list: Message[];
  totalPages: number;
  totalCount: number;
  unreadCount: number;
}

/** POST MCS2_readMessage / DELETE MCS2_deleteMessage (T): empty list = all of them. */
export interface MessageIdsRequest {
  messageIds: number[];
}

export interface MessageChangeValue {
  changed: number;
  unreadCount: number;
}
