import { RewardCenter } from '../sections/Rewards';

/** /member/rewardCenter (SPEC.md section 2). */
export default function RewardCenterPage() {
  return <RewardCenter />;
}
