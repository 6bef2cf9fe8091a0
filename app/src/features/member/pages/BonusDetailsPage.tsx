import { BonusRecords } from '../../records';

/** /member/bonusDetails (SPEC.md section 2). */
export default function BonusDetailsPage() {
  return <BonusRecords />;
}
