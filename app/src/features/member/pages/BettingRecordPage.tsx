import { BetRecords } from '../../records';

/** /member/personalHistoryCopy (SPEC.md section 2). */
export default function BettingRecordPage() {
  return <BetRecords />;
}
