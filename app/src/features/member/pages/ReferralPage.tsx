import { Referral } from '../../account/referral/Referral';

/** /member/referral (SPEC.md section 2). */
export default function ReferralPage() {
  return <Referral />;
}
