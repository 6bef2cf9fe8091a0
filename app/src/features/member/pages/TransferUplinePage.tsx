import { BalanceFigures } from '../sections/Wallet';

/** /member/transferUpline (SPEC.md section 2). */
export default function TransferUplinePage() {
  return <BalanceFigures mainOnly />;
}
