import { InboxView } from '../../inbox/InboxView';

/** /member/messageV2, platform information (SPEC.md section 2). */
export default function MessagesPage() {
  return <InboxView />;
}
