import { ReferralCard } from '../../shared';

/** /member/referral (SPEC.md section 2). */
export default function ReferralPage() {
  return <ReferralCard />;
}
