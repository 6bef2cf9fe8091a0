// Platform information (messageV2) and the real-time events of logged-in members.
export { EventListener, type EventListenerProps } from './EventListener';
export { InboxView } from './InboxView';
export { toneOfKind, useMessageWording } from './messageWording';
