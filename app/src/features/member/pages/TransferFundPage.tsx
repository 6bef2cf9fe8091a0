import { TransferFund } from '../../wallet';

/** /member/transferFund (SPEC.md section 2). */
export default function TransferFundPage() {
  return <TransferFund />;
}
