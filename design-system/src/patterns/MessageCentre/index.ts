export { inboxFilters, MessageCentre, type InboxFilter, type MessageCentreProps } from './MessageCentre';
export { MessageList, messageTones, type InboxMessage, type MessageListProps, type MessageTone } from './MessageList';
export { MessageReader, type MessageReaderProps, type OpenedMessage } from './MessageReader';
