import { RewardCentre } from '../../promotions/RewardCentre';

/** /member/rewardCenter (SPEC.md section 2): rewards by state, claimed into the main wallet. */
export default function RewardCenterPage() {
  return <RewardCentre />;
}
