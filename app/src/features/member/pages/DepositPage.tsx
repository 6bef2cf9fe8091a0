import { DepositView } from '../../wallet';

/** /member/depositv2 (SPEC.md section 2). */
export default function DepositPage() {
  return <DepositView />;
}
