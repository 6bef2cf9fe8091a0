import { ProfitLoss } from '../../records';

/** /member/personalProfit (SPEC.md section 2). */
export default function ProfitLossPage() {
  return <ProfitLoss />;
}
