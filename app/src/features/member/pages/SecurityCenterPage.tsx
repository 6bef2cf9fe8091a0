import { SecurityCenter } from '../sections/SecurityCenter';

/** /member/securityCenter (SPEC.md section 2). */
export default function SecurityCenterPage() {
  return <SecurityCenter />;
}
