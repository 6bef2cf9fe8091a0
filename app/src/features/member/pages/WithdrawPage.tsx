import { WithdrawView } from '../../wallet';

/** /member/withdraw (SPEC.md section 2). */
export default function WithdrawPage() {
  return <WithdrawView />;
}
