import { BonusDetails } from '../sections/Rewards';

/** /member/bonusDetails (SPEC.md section 2). */
export default function BonusDetailsPage() {
  return <BonusDetails />;
}
