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

/** The settlement messages of SPEC.md section 4 ("Messages"). */
export const settlementKinds = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
] as const;
export type SettlementKind = (typeof settlementKinds)[number];

/** The message kinds of SPEC.md section 4, plus system and promotion notices. */
export const messageKinds = [...settlementKinds, 'SYSTEM', 'PROMOTION'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const isSettlementKind = (kind: string): kind is SettlementKind =>
  (settlementKinds as readonly string[]).includes(kind);

/**
 * What a settlement message is about, so that a page can word it in its own language (the platform
 * keeps one language of text). Amounts with 2 decimals.
 */
export interface MessageParams {
  amount?: number;
  depositId?: number | string;
  withdrawalId?: number | string;
  /** A withdrawal approved in part (SPEC.md section 4): what was sent; the rest is back in the wallet. */
  paidAmount?: number;
}

export interface Message {
  messageId: number;
  kind: MessageKind;
  /** The platform's title, in its language: shown as it is for SYSTEM and PROMOTION messages. */
  title: string;
  /** HTML, untrusted: sanitised before it is shown. */
  content: string;
  /** Set on settlement messages. */
  params?: MessageParams;
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
