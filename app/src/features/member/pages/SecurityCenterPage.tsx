import { SecurityCenter } from '../../account/profile/SecurityCenter';

/** /member/securityCenter (SPEC.md section 2). */
export default function SecurityCenterPage() {
  return <SecurityCenter />;
}
