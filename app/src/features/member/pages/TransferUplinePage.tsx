import { TransferUplineView } from '../../wallet';

/** /member/transferUpline (SPEC.md section 2). */
export default function TransferUplinePage() {
  return <TransferUplineView />;
}
