import { Rebates } from '../sections/Rebates';

/** /member/manualRebate (SPEC.md section 2). */
export default function ManualRebatePage() {
  return <Rebates />;
}
