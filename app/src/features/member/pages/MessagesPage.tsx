import { Messages } from '../sections/Messages';

/** /member/messageV2 (SPEC.md section 2). */
export default function MessagesPage() {
  return <Messages />;
}
